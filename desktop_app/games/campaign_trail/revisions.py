"""Data revisions: tuned RECONSTRUCTED values without changing games set up before the tuning.

Self-play tuning (spec §14) changes values that decide a game's setup and play (tiebreak orders set the
setup voters and EV counters, CT-21). A save holds only the options, the seed and the actions, so a game
replays on the values it was set up with: the options carry ``data_revision``, and a tuned data row keeps
its earlier values under ``earlier``, each entry valid for the revisions before its ``until``:

    {"id": "ME", "tiebreak_3p": ["D", "L", "R"], ...,
     "earlier": [{"until": 2, "tiebreak_3p": ["L", "D", "R"]}]}

Revision 1 is the spec's values (every game set up before revisions existed); revision 2 tuned four orders
of the base board, revision 3 the Green board's order of D, R and L in four states, two base orders and
the left column of four Exit Poll cards (exit_polls.json keeps its rows' earlier values the same way),
revision 4 a base candidate (candidates.json, the same way), revision 5 CT-96's debate card limit and CT-24's
month split at 7-8 seats (constants.json "month_rules", BT-5) and the right column of two Exit Poll cards,
revision 6 base-board orders that only the 2-party game's setup reads (BT-1), revision 7 Green's place in
three Green-board orders, third instead of last, which only one 2-party Green set's setup reads (BT-1),
revision 8 a base candidate's disadvantage, the Business Mogul's Register -1, dropped (BT-3), revision 9
another's, the Grassroots Organizer's debate ban, narrowed (BT-3), revision 10 a third's, the Party Insider's
$10M politick fee, dropped (BT-3), revision 11 one base-board order, New Jersey's, back to the spec's (BT-1:
L in D, R, L), revision 12 the right column of one Exit Poll, ep16, raised (BT-7 with 4 parties at 7 and 8
seats), revision 13 one base card's fundraise box, B73's, lowered (deck_base.json, the same way; BT-4:
Opposition Research at 2 and 4 seats);
LATEST is the tuned data that new games use.
A row tuned twice keeps one ``earlier`` entry per revision it differs in, each listing every value of that
revision that differs from the newest (an effects object is replaced whole). This module loads no data (the
option list needs LATEST at start-up).
"""

from __future__ import annotations

from typing import Any

LATEST = 13
# newest first: the setup screen lists the current revision first
REVISIONS = (13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1)
SPEC = 1  # the spec's values


def earlier_values(row: dict[str, Any], revision: int, where: str) -> dict[str, Any]:
    """The row's values in ``revision``: its ``earlier`` entry for that revision where it has one, else the
    row itself. Raises ValueError on a malformed entry (checked whatever the revision asked for)."""
    entries = row.get("earlier", [])
    if not isinstance(entries, list):
        raise ValueError(f"{where}: {row.get('id')}: 'earlier' must be a list")
    chosen: dict[str, Any] = row
    last = 1
    for entry in entries:
        until = entry.get("until") if isinstance(entry, dict) else None
        if not isinstance(until, int) or not last < until <= LATEST:
            raise ValueError(f"{where}: {row.get('id')}: each 'earlier' entry needs an 'until' revision "
                             f"after the previous one, up to {LATEST}")
        last = until
        if revision < until and chosen is row:
            chosen = {**row, **{k: v for k, v in entry.items() if k != "until"}}
    return chosen


def from_options(options: dict[str, Any]) -> int:
    """The revision of a game's options: as written, or LATEST for a new game. A save from before revisions
    existed gets SPEC from CampaignTrailGame.saved_options when it is read."""
    return int(options.get("data_revision", LATEST))
