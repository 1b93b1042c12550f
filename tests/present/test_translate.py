"""The translation hook: the presentation layer's words go through one Qt-free function,
the answer box takes the game's word for "none", and caches forget a language."""

from __future__ import annotations

import pytest

from wildwest import engine
from wildwest.present import translate as hook
from wildwest.present.reference.checker import check_number
from wildwest.present.translate import PLURAL, arg, translate
from wildwest.present.words import none_word, read_answer, say, shown_answer


@pytest.fixture
def german_none():
    """A backend that says "keine" for "none" (and leaves the rest)."""

    def backend(context: str, text: str, disambiguation: str | None, n: int) -> str:
        if context == "Words" and text == "none":
            return "keine"
        if text == "%1 is prime":
            return "%1 ist eine Primzahl"
        return text.replace("%n", str(n)) if n >= 0 else text

    hook.set_backend(backend)
    yield
    hook.set_backend(None)


def test_a_count_needs_the_plural_marker():
    """A counted text without PLURAL is refused: lupdate would miss its plural forms."""
    with pytest.raises(ValueError, match="PLURAL"):
        translate("W", "%n turn(s)", None, None, 3)
    assert translate("W", "%n turn(s)", None, PLURAL, 1) == "1 turn"


def test_values_are_put_in_once():
    """A value holding "%2" is not read again for placeholders."""
    assert arg("%1 and %2", "%2", "x") == "%2 and x"


def test_the_answer_box_takes_the_local_word_for_none(german_none):
    """With "none" translated as "keine", typing Keine answers 0 and 1 (the engine still
    reads and saves "none"), and the answer is shown in the local word."""
    assert none_word() == "keine"
    assert read_answer("  Keine ") == "none"
    assert read_answer("none") == "none"  # the English word keeps working
    assert read_answer("2 × 3") == "2 × 3"
    assert engine.check_answer(1, engine.parse_answer(read_answer("Keine"))).complete
    assert shown_answer("none") == "keine"


def test_engine_sentences_are_said_in_the_games_language(german_none):
    """An engine Phrase is put together from the translated template and its values."""
    assert engine.correct_answer_text(97) == "97 is prime"
    assert say(engine.correct_answer_text(97)) == "97 ist eine Primzahl"


def test_cached_words_are_forgotten_when_the_language_changes():
    """The factor checker caches its answers: a new language clears them."""
    assert check_number("97").text == "97 is prime"

    def backend(context: str, text: str, disambiguation: str | None, n: int) -> str:
        return "%1 est premier" if text == "%1 is prime" else text

    hook.set_backend(backend)
    try:
        assert check_number("97").text == "97 est premier"
    finally:
        hook.set_backend(None)
    assert check_number("97").text == "97 is prime"
