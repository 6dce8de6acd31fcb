"""The answers the rules and the computer players remember (issues 14 and 17: the same decisions, less CPU)
agree with the answers worked out afresh, follow a state that changes, and are never read by a state they
do not belong to. Rules cited: CT-12 (modifiers add up, with a floor), CT-46 (ongoing cards), CT-141 (the
Breaking News card applies to everyone), CT-13 and CT-41 (travel), CT-130 c (the Dirty Candidate's
ethics surcharge)."""

from __future__ import annotations

import gc
import weakref

from desktop_app.engine.rng import Rng
from desktop_app.games.campaign_trail import ai, breaking_news
from desktop_app.games.campaign_trail import modifiers as mod
from desktop_app.games.campaign_trail.board import land_steps
from desktop_app.games.campaign_trail.data import EFFECT_KEYS, load_data
from desktop_app.games.campaign_trail.evaluation import EASY, SEARCH, Model, model_of, turns_left
from desktop_app.games.campaign_trail.evaluation import _tables as state_tables
from desktop_app.games.campaign_trail.frames import Phase
from desktop_app.games.campaign_trail.per_data import PerData
from desktop_app.games.campaign_trail.state import REGISTERED

from .helpers import new, started

EVERYTHING = {
    "breaking_news": True,
    "election_day": True,
    "dirty_politics": True,
    "expansion_candidates": True,
    "expansion_cards": "add",
}
ATTACK_AD_KEY = ("attack_ad", "advertise_issue")


def _playout(seats: int, seed: int, steps: int = 400):
    """States along a seeded random game with every module on, past setup."""
    s = new(seats, seed, **EVERYTHING)
    rng = Rng(seed)
    for _ in range(steps):
        movers = s.to_move()
        if not movers:
            return
        s.apply_action(movers[0], s.random_action(movers[0], rng))
        if s.phase is not Phase.SETUP:
            yield s


def _fresh_delta(s, seat, key):
    return sum(e.get(key, 0) for e in mod.active_effects(s, seat))


def _fresh_floor(s, seat, key):
    return max((e[key + "_min"] for e in mod.active_effects(s, seat) if key + "_min" in e), default=0)


def _fresh_issue_cost(s, seat, attack_ads, card, issue):
    """advertise_issue_cost as the rules state it (CT-12, CT-130 c), nothing remembered."""
    extra = attack_ads * s.data.abilities[ATTACK_AD_KEY[0]].effects[ATTACK_AD_KEY[1]]
    if issue and s.news:
        extra += breaking_news.issue_cost_delta(s, issue)
    if card is not None and mod.touches_ethics(s, seat, mod.advertise_states(s, card)):
        extra += _fresh_delta(s, seat, "ethics_advertise_issue")
    base = s.data.const("ADVERTISE_COST") + _fresh_delta(s, seat, "advertise_issue") + extra
    return max(_fresh_floor(s, seat, "advertise_issue"), base)


def _fresh_turns_left(s):
    if s.phase in (Phase.ELECTION, Phase.OVER):
        return 0
    cards = [c for deck in s.decks[s.month :] for c in deck]
    return len([c for c in cards if not (s.config.breaking_news and c in s.data.news)])


def test_remembered_modifiers_and_costs_are_the_fresh_ones_along_a_game_ct_12():
    """CT-12: every delta, floor and flag, and every advertise price, is what the active effects give now,
    at every step of a game with every module on (ongoing cards come and go, Breaking News cards change)."""
    advertisers = [c for c in load_data().cards.values() if c.advertise][:6]
    checked = 0
    for seed in (3, 4):
        for s in _playout(3, seed):
            for seat in range(s.num_candidates):
                for key in EFFECT_KEYS:
                    assert mod.delta(s, seat, key) == _fresh_delta(s, seat, key), key
                    assert mod.floor(s, seat, key) == _fresh_floor(s, seat, key), key
                    assert mod.flag(s, seat, key) == any(e.get(key) for e in mod.active_effects(s, seat))
                for card in advertisers:
                    for attack_ads in (0, 1):
                        for issue in ("",) + card.advertise:
                            got = mod.advertise_issue_cost(s, seat, attack_ads, card, issue)
                            assert got == _fresh_issue_cost(s, seat, attack_ads, card, issue)
                assert mod.advertise_issue_cost(s, seat) == _fresh_issue_cost(s, seat, 0, None, "")
            checked += 1
    assert checked > 300


def test_an_ongoing_card_put_in_play_changes_the_modifiers_of_its_candidate_only_ct_46():
    """CT-46: a card put in play changes its candidate's effects at once; a clone taken before keeps the
    old ones, and the other candidate's stay as they were."""
    s = started(2, seed=5)
    jet = next(c for c, card in s.data.cards.items() if card.politick == "charter_jet")
    before = mod.flag(s, 0, "all_travel_plane")
    twin = s.clone()
    s.put_in_play(0, jet)
    assert not before and mod.flag(s, 0, "all_travel_plane")
    assert not mod.flag(twin, 0, "all_travel_plane")
    assert not mod.flag(s, 1, "all_travel_plane")
    twin.put_in_play(1, jet)
    assert mod.flag(twin, 1, "all_travel_plane") and not mod.flag(s, 1, "all_travel_plane")


def test_the_breaking_news_card_changes_everyones_modifiers_ct_141():
    """CT-141: the card of the moment applies to every candidate, and a new card replaces its effects."""
    s = started(2, seed=5, breaking_news=True)
    with_effects = [n for n, card in s.data.news.items() if card.ongoing and card.effects]
    first, second = with_effects[0], with_effects[1]
    key = next(iter(s.data.news[first].effects))
    s.news = first
    for seat in (0, 1):
        assert mod.delta(s, seat, key) == _fresh_delta(s, seat, key)
    s.news = second
    for seat in (0, 1):
        assert mod.delta(s, seat, key) == _fresh_delta(s, seat, key)
    s.news = ""
    assert mod.delta(s, 0, key) == _fresh_delta(s, 0, key)


def test_remembered_destinations_are_the_fresh_ones_ct_13_ct_41():
    """CT-13, CT-41: by land within the steps, by plane anywhere else, never into a closed state; with a
    Breaking News card closing states the answer changes with it."""
    s = started(2, seed=5, breaking_news=True)
    closing = next(n for n, card in s.data.news.items() if card.ongoing and card.closed)
    for news in ("", closing):
        s.news = news
        closed = breaking_news.closed_states(s)
        for start in s.data.state_ids[::5]:
            for steps, plane in ((1, False), (3, False), (0, True)):
                got = breaking_news.travel_destinations(s, start, steps, plane)
                assert got == breaking_news._destinations(s, start, steps, plane, closed)
                assert not set(got) & set(closed)
    s.news = closing
    start = s.data.news[closing].closed[0]
    assert start not in breaking_news.travel_destinations(s, s.data.state_ids[0], 0, True)


def _same_model(a: Model, b: Model) -> bool:
    return (a.expected, a.probs, a.strength, a.future, a.sigma, a.tau) == (
        b.expected, b.probs, b.strength, b.future, b.sigma, b.tau)


def test_the_model_of_a_position_is_the_fresh_one_and_follows_every_change():
    """model_of hands out a model built for an equal position only: along a game it equals a fresh one, and
    after voters, money or the decks change it is built anew."""
    for s in _playout(2, 7, steps=300):
        assert turns_left(s) == _fresh_turns_left(s)
        if s.phase is Phase.OVER:
            continue
        for params in (EASY, SEARCH):
            assert _same_model(model_of(s, params), Model(s, params))
    s = started(2, seed=5)
    first = model_of(s)
    assert model_of(s.clone()) is first  # an equal position: the same model
    twin = s.clone()
    twin.place(0, twin.data.state_ids[4], 2, REGISTERED)
    assert model_of(twin) is not first and _same_model(model_of(twin), Model(twin))
    assert model_of(s) is first  # the original did not change
    twin.add_money(1, 30)
    assert _same_model(model_of(twin), Model(twin))
    twin.decks = (twin.decks[0][1:],) + twin.decks[1:]
    assert turns_left(twin) == _fresh_turns_left(twin) == turns_left(s) - 1
    assert _same_model(model_of(twin), Model(twin))


def test_a_greedy_choice_forgets_its_values_when_its_base_is_set_anew():
    """The values a greedy decision remembers were read on its base; after the base is set anew (the
    search's judgement adds the Exit Poll's credit) they are those of a decision built on the new base."""
    s = started(2, seed=5, breaking_news=True)
    card = next(c for c in s.hands[0] if s.data.cards[c].advertise)
    issues = s.data.cards[card].advertise
    g = ai.Greedy(s, 0)
    before = (g.advertise(issues), g.single(s.data.state_ids[3]), g.campaign_from(s.data.state_ids))
    shifted = [g.base[0] + 40.0, g.base[1] - 40.0]
    g.base = shifted
    h = ai.Greedy(s, 0)
    h.base = list(shifted)
    after = (g.advertise(issues), g.single(s.data.state_ids[3]), g.campaign_from(s.data.state_ids))
    assert after == (h.advertise(issues), h.single(s.data.state_ids[3]), h.campaign_from(s.data.state_ids))
    assert after[1] != before[1]


def test_each_data_object_has_its_own_table_and_a_full_table_starts_again():
    store: PerData[str, int] = PerData(3)
    data = load_data()
    other = load_data.__wrapped__()  # an equal copy: another object
    table = store.table(data)
    for i, key in enumerate("abc"):
        store.keep(table, key, i)
    assert store.table(other) == {} and store.table(data) == {"a": 0, "b": 1, "c": 2}
    store.keep(store.table(data), "d", 3)
    assert store.table(data) == {"d": 3}


def test_a_shared_model_never_reads_the_state_it_was_built_on_again():
    """model_of hands the model of one position to every equal one; the state it was built on goes on
    (cards are drawn, turns run out), and the model's what-ifs stay those of the position it stood for."""
    s = started(2, seed=17)  # a position no other test asks about, so the model is built on ``s`` here
    twin = s.clone()
    shared = model_of(s)
    s.decks = ((), (), s.decks[2][:1])  # the original runs on to late October
    s.month = 2
    assert model_of(twin) is shared
    fresh = Model(twin)
    for party in (0, 1):
        assert shared.future_delta(party, 200, 9) == fresh.future_delta(party, 200, 9)
        assert shared.future_gradient(party) == fresh.future_gradient(party)


def test_the_per_data_answers_hold_their_data_object_so_no_other_data_takes_its_id():
    """The land steps (board) and the state tables (evaluation) are kept per data object; while kept, that
    object lives, so a later data object (a test's own board, another revision) never gets its id and the
    answers worked out for another map."""
    for ask in (lambda data: land_steps(data, "NY"), state_tables):
        data = load_data.__wrapped__()
        ask(data)
        held = weakref.ref(data)
        del data
        gc.collect()
        assert held() is not None
