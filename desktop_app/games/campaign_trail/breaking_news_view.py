"""What every seat sees of Breaking News, and its redeal for the search (CT-140, CT-141).

The card of the moment and every card drawn are public. Which cards are set aside, which went back to
the box and where they lie in the month decks nobody knows: a seat sees only how many are in each deck
(the deck sizes are public and every month gets 3) and how many wait for September and October.
"""

from __future__ import annotations

from typing import Any

from ...engine.rng import Rng
from .breaking_news import in_effect
from .state import CampaignTrailState


def news_view(s: CampaignTrailState) -> dict[str, Any] | None:
    if not s.config.breaking_news:
        return None
    card = s.data.news[s.news] if s.news else None
    return {
        "card": s.news,
        "ongoing": card.ongoing if card is not None else False,
        "in_effect": in_effect(s) is not None,
        "drawn": list(s.news_drawn),
        "in_decks": [sum(1 for c in deck if c in s.data.news) for deck in s.decks],
        "aside": [len(batch) for batch in s.news_aside],
    }


def redeal_news(s: CampaignTrailState, twin: CampaignTrailState, rng: Rng) -> None:
    """Deal the unseen cards anew: every card not yet drawn may be in a deck, set aside or in the box. Each
    deck keeps its count of Breaking News cards, at positions drawn anew (the deck order is unseen)."""
    unseen = rng.shuffled([c for c in s.data.news if c not in s.news_drawn])
    decks = []
    for deck, fresh in zip(s.decks, twin.decks, strict=True):
        count = sum(1 for c in deck if c in s.data.news)
        cards = list(fresh)
        for _ in range(count):
            cards.insert(rng.below(len(cards) + 1), unseen.pop())
        decks.append(tuple(cards))
    twin.decks = tuple(decks)
    aside = []
    for batch in s.news_aside:
        aside.append(tuple(unseen.pop() for _ in batch))
    twin.news_aside = tuple(aside)
