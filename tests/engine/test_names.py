"""Names are tidied and compared one way (engine/names.py)."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from wildwest.engine.names import name_key, same_name, tidy_name

SPACES = [" ", "\u00a0", "\u2003", "\u3000", "\t", "  "]
INVISIBLE = ["\u200b", "\u200c", "\u200d", "\u2060", "\u00ad", "\ufeff", "\u200e"]


@given(st.text(max_size=40))
def test_tidying_twice_changes_nothing(name: str) -> None:
    """Tidying is idempotent, so a name stored tidied compares equal to itself read back."""
    assert tidy_name(tidy_name(name)) == tidy_name(name)
    assert name_key(name_key(name)) == name_key(name)


@given(st.sampled_from(SPACES), st.sampled_from(INVISIBLE))
def test_names_that_look_the_same_are_one_name(space: str, invisible: str) -> None:
    """White space of any kind and invisible characters never make a second player."""
    assert same_name("Ann Lee", f" Ann{space}{invisible}Lee{invisible} ")
    assert tidy_name(f"Ann{space}Lee{invisible}") == "Ann Lee"


def test_composed_and_decomposed_letters_are_one_name() -> None:
    """'Zoë' typed as one character or as e + combining diaeresis is one name."""
    assert tidy_name("Zoe\u0308") == "Zo\u00eb"
    assert same_name("ZOË", "zoe\u0308")


def test_different_names_stay_different() -> None:
    """Tidying never merges names a reader can tell apart."""
    assert not same_name("Ann", "Anne")
    assert not same_name("Ann Lee", "AnnLee")
    assert not same_name("Zoë", "Zoe")


def test_control_characters_are_left_for_the_name_check() -> None:
    """A control character that is not white space stays, so the name check can refuse it."""
    assert "\x07" in tidy_name("A\x07nn")
