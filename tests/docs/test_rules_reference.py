"""The rules reference (docs/rules/<game>.md) defines every rule id the code, tests and data cite.

A citation is a rule id in any text of desktop_app/**/*.py, tests/**/*.py or resources/**/*.json
(comments, docstrings, strings, data notes): a game prefix and a number (CO-12, CP-4, CC-31, CT-7),
a worked example (CO-EX-5, CP-EX-16, CC-EX-11) or a balance target (BT-3). The prefix names the
game's reference; a BT id has no game in it, so it is looked up in the reference of the game the
citing file belongs to (its path names the game, or else the one game whose ids the file also cites).
An anchor is an explicit ``<a id="CP-12"></a>`` or a heading that starts with the id
(docs/rules/README.md explains the scheme).
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
RULES_DIR = Path("docs") / "rules"

# Game prefix -> its reference file in docs/rules/.
REFERENCES = {
    "CO": "copernico.md",
    "CP": "copycat.md",
    "CC": "councils-and-contracts.md",
    "CT": "campaign-trail.md",
}
# A word in a file's path (folder or file name) -> the game it belongs to.
GAME_WORDS = {
    "copernico": "CO",
    "copycat": "CP",
    "councils": "CC",
    "campaign_trail": "CT",
    "campaign-trail": "CT",
    "campaigntrail": "CT",
}
SCANNED = (("desktop_app", "*.py"), ("tests", "*.py"), ("resources", "*.json"))
# This file's ids are test data for the checker (malformed and missing on purpose), not citations.
SELF = Path(__file__).resolve()

# Only balance targets take a letter suffix (BT-1a); "CP-3x" is no citation.
CITATION = re.compile(r"(?<![\w-])(?:((?:CO|CP|CC|CT)-(?:EX-)?)(\d+)|(BT-)(\d+[a-z]?))(?![\w])")
EXPLICIT_ANCHOR = re.compile(r"""<a\s+(?:id|name)\s*=\s*["']([^"']*)["']""", re.IGNORECASE)
HEADING_ID = re.compile(r"^#{1,6}\s+([A-Z]{2}-(?:EX-)?\d+[a-z]?)\b", re.MULTILINE)
LOOKS_LIKE_ID = re.compile(r"\s*[A-Za-z]{2}-(?:EX-|ex-|\d)|\s*[A-Z]{2}-")
ID_LINK = re.compile(r"\]\(([\w.-]*\.md)?#([A-Za-z]{2}-[\w-]+)\)")


def well_formed(anchor: str, prefix: str) -> bool:
    """Rule ids have no leading zero and no spaces; only BT ids take a letter suffix (BT-1a)."""
    number = r"[1-9]\d*"
    return bool(re.fullmatch(rf"{prefix}-(?:EX-)?{number}|BT-{number}[a-z]?", anchor))


@dataclass(frozen=True)
class Citation:
    path: str  # relative to the root, with forward slashes
    rule_id: str  # as written, e.g. "CP-12" or "BT-3"
    prefix: str  # the game whose reference must define it


@dataclass(frozen=True)
class Reference:
    anchors: frozenset[str]
    problems: tuple[str, ...]  # malformed or duplicated anchors


def game_of_path(rel: str) -> str | None:
    words = re.split(r"[/\\.]", rel.lower())
    found = {GAME_WORDS[w] for w in words if w in GAME_WORDS}
    found |= {GAME_WORDS[k] for w in words for k in GAME_WORDS if w.startswith(k + "_")}
    return found.pop() if len(found) == 1 else None


def citations_in(rel: str, text: str) -> tuple[list[Citation], list[str]]:
    """The citations in one file's text, and the BT ids it cites that belong to no single game."""
    found = [(m.group(1) or m.group(3), m.group(0)) for m in CITATION.finditer(text)]
    game_prefixes = {head[:2] for head, _ in found if head != "BT-"}
    game = game_of_path(rel) or (game_prefixes.pop() if len(game_prefixes) == 1 else None)
    out: list[Citation] = []
    orphans: list[str] = []
    for head, rule_id in found:
        if head != "BT-":
            out.append(Citation(rel, rule_id, head[:2]))
        elif game is None:
            orphans.append(f"{rel}: {rule_id} cites a balance target but the file belongs to no single game")
        else:
            out.append(Citation(rel, rule_id, game))
    return out, orphans


def json_strings(value: object) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [s for k, v in value.items() for s in (*json_strings(k), *json_strings(v))]
    if isinstance(value, list):
        return [s for v in value for s in json_strings(v)]
    return []


def collect_citations(root: Path) -> tuple[list[Citation], list[str]]:
    citations: list[Citation] = []
    orphans: list[str] = []
    for folder, pattern in SCANNED:
        for path in sorted((root / folder).rglob(pattern)):
            if path.resolve() == SELF:
                continue
            rel = path.relative_to(root).as_posix()
            raw = path.read_text(encoding="utf-8")
            # Data files: only their string values count (a key or number never names a rule).
            text = "\n".join(json_strings(json.loads(raw))) if path.suffix == ".json" else raw
            found, lost = citations_in(rel, text)
            citations += found
            orphans += lost
    return citations, orphans


def read_reference(path: Path, prefix: str) -> Reference:
    text = path.read_text(encoding="utf-8")
    name = path.name
    problems: list[str] = []
    explicit = EXPLICIT_ANCHOR.findall(text)
    headed = HEADING_ID.findall(text)
    for anchor in explicit + headed:
        # Lower-case words ("tuned-values") are section anchors; anything shaped like an id must be one.
        if LOOKS_LIKE_ID.match(anchor) and not well_formed(anchor, prefix):
            expected = f"{prefix}-n, {prefix}-EX-n or BT-n"
            problems.append(f"{name}: malformed anchor {anchor!r} (expected {expected})")
    for kind, ids in (("anchor", explicit), ("heading", headed)):
        seen: set[str] = set()
        for anchor in ids:
            if anchor in seen:
                problems.append(f"{name}: duplicated {kind} {anchor!r}")
            seen.add(anchor)
    return Reference(frozenset(explicit) | frozenset(headed), tuple(problems))


def load_references(root: Path) -> dict[str, Reference]:
    """The reference of every game whose file exists, by prefix."""
    out: dict[str, Reference] = {}
    for prefix, name in REFERENCES.items():
        path = root / RULES_DIR / name
        if path.is_file():
            out[prefix] = read_reference(path, prefix)
    return out


def missing_anchors(citations: list[Citation], references: dict[str, Reference]) -> list[str]:
    out: list[str] = []
    for c in citations:
        ref = references.get(c.prefix)
        where = RULES_DIR / REFERENCES[c.prefix]
        if ref is None:
            out.append(f"{c.path}: cites {c.rule_id}, but {where.as_posix()} does not exist")
        elif c.rule_id not in ref.anchors:
            out.append(f"{c.path}: cites {c.rule_id}, which {where.as_posix()} does not define")
    return sorted(set(out))


def broken_links(root: Path, references: dict[str, Reference]) -> list[str]:
    """Links between the reference files that point at a rule id must reach its anchor."""
    by_name = {REFERENCES[p]: ref for p, ref in references.items()}
    out: list[str] = []
    for path in sorted((root / RULES_DIR).glob("*.md")):
        for target, fragment in ID_LINK.findall(path.read_text(encoding="utf-8")):
            ref = by_name.get(target or path.name)
            if ref is None or fragment not in ref.anchors:
                out.append(f"{path.name}: link to {target or ''}#{fragment} reaches no anchor")
    return out


def check(root: Path) -> list[str]:
    """Every problem found, one line each; empty when the reference is complete."""
    citations, orphans = collect_citations(root)
    references = load_references(root)
    problems = list(orphans)
    for ref in references.values():
        problems += ref.problems
    problems += missing_anchors(citations, references)
    problems += broken_links(root, references)
    return problems


# --- the checks on this repository ---------------------------------------------------------------


def test_every_cited_rule_id_has_an_anchor_in_its_games_reference():
    problems = check(ROOT)
    assert not problems, "rules reference incomplete:\n" + "\n".join(problems)


def test_the_scan_sees_the_citations():
    """Guards the check above against passing on nothing: the code and tests cite hundreds of ids."""
    citations, _ = collect_citations(ROOT)
    by_prefix = {c.prefix for c in citations}
    assert {"CO", "CP", "CC"} <= by_prefix
    assert len(citations) > 300
    ids = {c.rule_id for c in citations}
    assert {"CO-EX-5", "CP-EX-16", "CC-EX-11", "BT-7"} <= ids


def test_balance_target_ids_resolve_per_game():
    """BT-1 in a Copernico test and BT-1 in the Councils balance tool are two different targets."""
    citations, _ = collect_citations(ROOT)
    bt_games = {(c.prefix, c.rule_id) for c in citations if c.rule_id.startswith("BT-")}
    assert ("CO", "BT-1") in bt_games
    assert ("CC", "BT-1") in bt_games


def tuned_rows(root: Path, game_folder: str) -> set[str]:
    """Ids of data rows whose note says their value was tuned for balance."""
    out: set[str] = set()

    def walk(value: object) -> None:
        if isinstance(value, dict):
            note = str(value.get("note", ""))
            if "id" in value and ("tuned for balance" in note or re.search(r"\bbalance BT-\d", note)):
                out.add(str(value["id"]))
            for v in value.values():
                walk(v)
        elif isinstance(value, list):
            for v in value:
                walk(v)

    for path in sorted((root / "resources" / game_folder).glob("*.json")):
        walk(json.loads(path.read_text(encoding="utf-8")))
    return out


@pytest.mark.parametrize(("folder", "reference"), [("copycat", "copycat.md"),
                                                    ("councils", "councils-and-contracts.md")])
def test_values_tuned_for_balance_are_listed_in_the_reference(folder, reference):
    """The data's notes mark values changed from the spec for balance; the reference names each row."""
    rows = tuned_rows(ROOT, folder)
    assert rows, f"resources/{folder} marks no tuned row: the check below would test nothing"
    text = (ROOT / RULES_DIR / reference).read_text(encoding="utf-8")
    unlisted = sorted(r for r in rows if not re.search(rf"\b{re.escape(r)}\b", text))
    assert not unlisted, f"{reference} does not name the tuned rows {unlisted}"


# --- the checker itself can fail ------------------------------------------------------------------


def _tree(tmp_path: Path, files: dict[str, str]) -> Path:
    for rel, text in files.items():
        path = tmp_path / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    for folder, _ in SCANNED:
        (tmp_path / folder).mkdir(exist_ok=True)
    return tmp_path


def _id(prefix: str, number: int) -> str:
    # Built at run time so that this file's own text cites no id that the reference lacks.
    return f"{prefix}-{number}"


def test_checker_names_file_and_id_of_an_undefined_citation(tmp_path):
    cited = _id("CP", 999)
    root = _tree(tmp_path, {
        "desktop_app/games/copycat/rules.py": f'"""Bids (CP-10)."""\n# see {cited}\n',
        "docs/rules/copycat.md": '<a id="CP-10"></a>\nBids.\n',
    })
    assert check(root) == [f"desktop_app/games/copycat/rules.py: cites {cited}, "
                           "which docs/rules/copycat.md does not define"]


def test_checker_accepts_a_complete_reference(tmp_path):
    root = _tree(tmp_path, {
        "tests/copycat/test_bid.py": "def test_tie():\n    '''CP-10, CP-EX-2.'''\n",
        "docs/rules/copycat.md": '<a id="CP-10"></a>\nBids.\n\n### CP-EX-2 Three-way tie\n',
    })
    assert check(root) == []


def test_checker_fails_without_the_reference_file(tmp_path):
    root = _tree(tmp_path, {"tests/test_x.py": f"# {_id('CT', 4)}\n"})
    assert check(root) == [f"tests/test_x.py: cites {_id('CT', 4)}, "
                           "but docs/rules/campaign-trail.md does not exist"]


def test_checker_resolves_balance_targets_by_the_citing_files_game(tmp_path):
    target = _id("BT", 6)
    root = _tree(tmp_path, {
        "tests/copernico/test_len.py": f"# {target}\n",
        "desktop_app/tools/balance.py": f"# {target} of CC-31\n",
        "docs/rules/copernico.md": f'<a id="{target}"></a>\n',
        "docs/rules/councils-and-contracts.md": '<a id="CC-31"></a>\n',
    })
    assert check(root) == [f"desktop_app/tools/balance.py: cites {target}, "
                           "which docs/rules/councils-and-contracts.md does not define"]


def test_checker_rejects_a_balance_target_of_no_single_game(tmp_path):
    root = _tree(tmp_path, {"desktop_app/cli/tool.py": f"# {_id('BT', 2)}, CO-1, CC-1\n"})
    problems = check(root)
    assert any(p.startswith("desktop_app/cli/tool.py: BT-2 cites a balance target") for p in problems)


def test_checker_reads_data_notes(tmp_path):
    cited = _id("CC", 77)
    root = _tree(tmp_path, {
        "resources/councils/buildings.json": json.dumps({"cards": [{"id": "B01", "note": f"see {cited}"}]}),
        "docs/rules/councils-and-contracts.md": "# Councils\n",
    })
    assert check(root) == [f"resources/councils/buildings.json: cites {cited}, "
                           "which docs/rules/councils-and-contracts.md does not define"]


@pytest.mark.parametrize(
    "anchor", ["CP-012", "CP-12 ", " CP-12", "cp-12", "CO-12", "CP-EX-", "CP-1a", "BT-0"])
def test_checker_rejects_malformed_anchors(tmp_path, anchor):
    root = _tree(tmp_path, {"docs/rules/copycat.md": f'<a id="{anchor}"></a>\n'})
    assert check(root) == [f"copycat.md: malformed anchor {anchor!r} (expected CP-n, CP-EX-n or BT-n)"]


def test_checker_allows_section_anchors(tmp_path):
    root = _tree(tmp_path, {"docs/rules/copycat.md": '<a id="tuned-values"></a>\n<a id="CP-4"></a>\n'})
    assert check(root) == []


def test_checker_rejects_duplicated_anchors(tmp_path):
    root = _tree(tmp_path, {"docs/rules/copycat.md": '<a id="CP-4"></a>\nx\n<a id="CP-4"></a>\ny\n'})
    assert check(root) == ["copycat.md: duplicated anchor 'CP-4'"]


def test_checker_rejects_a_link_to_a_missing_anchor(tmp_path):
    root = _tree(tmp_path, {
        "docs/rules/copycat.md":
            '<a id="CP-4"></a>\nSee [CP-5](#CP-5) and [CC-1](councils-and-contracts.md#CC-1).\n',
        "docs/rules/councils-and-contracts.md": '<a id="CC-1"></a>\n',
    })
    assert check(root) == ["copycat.md: link to #CP-5 reaches no anchor"]


def test_ids_are_told_apart_from_longer_words(tmp_path):
    """CO-EX-5 is one worked example, not CO plus EX-5; UTF-8 or SHA-256 are no rule ids."""
    found, _ = citations_in("tests/x.py", "CO-EX-5, UTF-8, SHA-256, XCP-3, CP-3x, (CC-7).")
    assert [c.rule_id for c in found] == ["CO-EX-5", "CC-7"]
