"""The engine is language-neutral: its sentences keep their template and values (the
presentation layer says them in the game's language), every template is in the translators'
files, and nothing the engine returns depends on the language the app speaks."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

import pytest

from wildwest import engine
from wildwest.engine.phrases import CONTEXT, Phrase, fill
from wildwest.present import translate as hook

SOURCES = Path(__file__).resolve().parents[2] / "resources" / "translations" / "wildwest_de.ts"
TYPED = ("", "2", "2 × 2", "3 × 7", "9", "1", "0", "none", "2 × 3 × 5 × 7 × 11", "91", "97")
UNREADABLE = ("2 + 3", "-5", "2.5", "abc", "prime", "2 / 3", "(2)", "=6", "2 @ 3", "2 - 3")


def sentences() -> Iterator[str]:
    """A wide sample of what the engine says: checks, hints, errors, tests and cards."""
    for number in range(400):
        for typed in TYPED:
            try:
                check = engine.check_answer(number, engine.parse_answer(typed))
            except engine.AnswerError as error:
                yield engine.message_of(error)
                continue
            yield from check.lines
            yield from (item.text for item in check.items)
        for level in range(1, engine.MAX_HINT_LEVEL + 1):
            yield engine.hint(number, level)
            yield engine.hint(number, level, typed="2")
        yield engine.correct_answer_text(number)
        for test in engine.divisibility_tests(number):
            yield test.rule
            yield test.explanation
    for text in UNREADABLE:
        try:
            engine.parse_answer(text)
        except engine.AnswerError as error:
            yield engine.message_of(error)
    for card in engine.CARDS.values():
        yield card.name
    yield from ladder_sentences()


def ladder_sentences() -> Iterator[str]:
    """What a division ladder says, right and wrong, for a sample of numbers."""
    from wildwest.engine import ladder as lad

    for number in (0, 1, 2, 7, 28, 91, 97, 360, 9962):
        rung = lad.start_ladder(number)
        for entry in ("x", "-3", "1", "4", "99999", "2", "3", "7", "13", ""):
            yield lad.try_prime(rung, entry)[1].text
        yield lad.declare_prime(rung)[1].text
        for entry in ("x", "5", "999999", "14", "2"):
            yield lad.give_quotient(lad.try_prime(rung, "2")[0], entry)[1].text
        while not rung.finished:
            prime = min(p for p, _ in engine.factorise(rung.rest)) if rung.rest > 1 else 0
            if rung.rest < 2 or engine.is_prime(rung.rest):
                rung, result = lad.declare_prime(rung)
            else:
                rung, result = lad.try_prime(rung, str(prime))
                yield result.text
                rung, result = lad.give_quotient(rung, str(rung.rest // prime))
            yield result.text
            if lad.sqrt_rule(rung) is not None:
                yield lad.sqrt_rule(rung) or ""


def phrases(text: object) -> Iterator[Phrase]:
    """``text`` and every phrase inside it."""
    if isinstance(text, Phrase):
        yield text
        for value in text.values:
            yield from phrases(value)


def extracted() -> set[str]:
    root = ET.parse(SOURCES).getroot()
    return {
        message.findtext("source") or ""
        for context in root.iter("context")
        if context.findtext("name") == CONTEXT
        for message in context.iter("message")
    }


def test_every_engine_sentence_keeps_its_template_and_values():
    """Each sentence is a Phrase whose English is its template filled with its values."""
    plain = []
    for text in sentences():
        if not isinstance(text, Phrase):
            plain.append(text)
            continue
        assert fill(text.template, text.values) == str(text)
    words = [t for t in plain if any(c.isalpha() for c in t.replace("×", ""))]
    assert not words, f"English the presentation layer cannot translate: {words[:5]}"


def test_every_engine_template_is_in_the_translators_files():
    """Every template the engine uses reaches the translators (lupdate found it)."""
    known = extracted()
    missing = {
        p.template
        for text in sentences()
        for p in phrases(text)
        if p.translatable and p.template not in known
    }
    assert not missing, f"not marked with QT_TRANSLATE_NOOP: {sorted(missing)[:5]}"


@pytest.fixture
def loud_backend():
    """A presentation layer that translates everything into capitals."""
    hook.set_backend(lambda context, text, disambiguation, n: text.upper())
    yield
    hook.set_backend(None)


def test_the_engine_says_the_same_whatever_the_app_speaks(loud_backend):
    """With the app speaking another language, the engine's results are unchanged."""
    assert hook.translate("W", "none") == "NONE"
    check = engine.check_answer(3105, engine.parse_answer("2 × 5 × 23"))
    assert check.summary == "2 × 5 × 23 = 230, not 3105: use only primes that divide 3105"
    assert engine.hint(91, 2) == "Try 7: 91 ÷ 7 = 13. Now find the primes of 13."
    deal = engine.shuffled_deal(["Ann", "Ben"], seed=7)
    state = engine.new_game(deal, engine.Mode.AUTO)
    assert engine.new_game(deal, engine.Mode.AUTO) == state
