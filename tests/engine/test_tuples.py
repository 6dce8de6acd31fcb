"""engine.tuples.replace_at: the one way game states replace an element of a tuple."""

import pytest

from desktop_app.engine.tuples import replace_at


def test_replace_at_returns_a_new_tuple_and_leaves_the_old_one():
    items = (1, 2, 3)
    assert replace_at(items, 1, 9) == (1, 9, 3)
    assert replace_at(items, 0, 9) == (9, 2, 3)
    assert replace_at(items, 2, 9) == (1, 2, 9)
    assert replace_at(items, -1, 9) == (1, 2, 9)
    assert items == (1, 2, 3)


@pytest.mark.parametrize("index", [3, -4])
def test_replace_at_refuses_an_index_outside_the_tuple(index):
    with pytest.raises(IndexError):
        replace_at((1, 2, 3), index, 9)
