"""The engine is language-neutral: its sentences keep their template and values (the
presentation layer says them in the game's language), every template is in the translators'
files, and nothing the engine returns depends on the language the app speaks."""

from __future__ import annotations

import ast
import re
import xml.etree.ElementTree as ET
from collections.abc import Callable, Iterator
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
    assert engine.hint(91, 2) == "Try 7: divide 91 by 7."
    deal = engine.shuffled_deal(["Ann", "Ben"], seed=7)
    state = engine.new_game(deal, engine.Mode.AUTO)
    assert engine.new_game(deal, engine.Mode.AUTO) == state


# ------------------------------------------------- refusals: deal files, real cards, actions

GOOD = {"players": ["Ann", "Ben"], "face_pile": ["KS"], "digit_pile": ["3S", "AH", "10S", "5S"]}
BAD_DEALS: tuple[object, ...] = (
    [],
    {"players": "Ann"},
    {**GOOD, "players": ["Ann"]},
    {**GOOD, "players": [f"P{i}" for i in range(15)]},
    {**GOOD, "players": ["Ann", " "]},
    {**GOOD, "players": ["Ann", "x" * 30]},
    {**GOOD, "players": ["Ann", "B\nen"]},
    {**GOOD, "players": ["Ann", "B\ud800"]},
    {**GOOD, "players": ["Ann", "ann"]},
    {**GOOD, "players": ["Ann", 7]},
    {**GOOD, "players": ["Ann", {"name": "Dan", "level": 1}]},
    {**GOOD, "players": ["Ann", {"name": "Dan"}]},
    {**GOOD, "players": ["Ann", {"name": 5, "computer": "deputy"}]},
    {**GOOD, "players": ["Ann", {"name": "Dan", "computer": "marshal"}]},
    {**GOOD, "face_pile": "KS"},
    {**GOOD, "face_pile": ["KS"] * 1401},
    {**GOOD, "face_pile": ["ZZ"]},
    {**GOOD, "face_pile": [5]},
    {**GOOD, "face_pile": ["3S"]},
    {**GOOD, "digit_pile": ["KS"]},
    {**GOOD, "rules": []},
    {**GOOD, "rules": {"wild": True}},
    {**GOOD, "rules": {"face_cards": "kings"}},
    {**GOOD, "rules": {"equal_turns": 1}},
    {**GOOD, "rules": {"face_cards": "jacks_only"}},
    {**GOOD, "digit_pile": ["3S"] * 120},
    {**GOOD, "packs": 0},
    {**GOOD, "digit_pile": ["3S", "3S"], "packs": 1},
    {**GOOD, "seed": 1},
    {"players": ["Ann", "Ben"], "face_pile": []},
)
BAD_FILES = (b"\xff\xfe\x00", b"  ", b"{", b"[" * 100_000, b"1" * 5000)


def refusals(tmp_path: Path) -> Iterator[str]:
    """What the engine says when it refuses a deal, a deal file, a deal code, a real card or
    an action (each a message a pupil or a teacher reads in the app)."""

    def refused(call: Callable[[], object]) -> str:
        with pytest.raises(engine.WildWestError) as caught:
            call()
        return engine.message_of(caught.value)

    for data in BAD_DEALS:
        yield refused(lambda data=data: engine.parse_deal(data))
    for raw in BAD_FILES:
        yield refused(lambda raw=raw: engine.deal_from_json(raw))
    yield refused(lambda: engine.load_deal_file(tmp_path))
    yield refused(lambda: engine.load_deal_file(tmp_path / "missing.json"))
    big = tmp_path / "big.json"
    big.write_bytes(b" " * (engine.MAX_DEAL_FILE_BYTES + 1))
    yield refused(lambda: engine.load_deal_file(big))
    for seed in ("12a", "9" * 20, -1):
        yield refused(lambda seed=seed: engine.check_seed(seed))
    yield refused(lambda: engine.shuffled_deal([f"P{i}" for i in range(15)], seed=1))
    yield refused(lambda: engine.shuffled_deal(["A", "B"], seed=1, packs=0))
    yield refused(lambda: engine.shuffled_deal(["A", "B"], seed=1, packs=1000))
    yield refused(lambda: engine.parse_level("marshal"))
    for text in ("KS ZZ", "KS " * 30, "KS 3S 4S 5S 6S 7S"):
        yield refused(lambda text=text: engine.parse_cards(text))
    yield from real_card_refusals()


def real_card_refusals() -> Iterator[str]:
    """A real-cards game refusing cards, and a dealt game refusing actions."""
    deal = engine.real_cards_deal(
        ["Ann", "Ben"], packs=1, rules=engine.Rules(face_cards=engine.FaceCards.NO_KINGS)
    )
    state = engine.new_game(deal, engine.Mode.PRACTICE, real_cards=True)
    cards = engine.parse_cards
    for line in ("3S 4S 5S", "KS 3S 4S 5S 6S", "JS QS 4S", "JS 4S", "JK", "JS 4D 4D"):
        face, *digits = cards(line)
        problem = engine.why_illegal(state, engine.PlayCards(face, tuple(digits)))
        assert problem is not None, line
        yield problem
    yield engine.why_illegal(state, engine.OutOfCards()) or ""
    yield engine.why_illegal(state, engine.Draw()) or ""
    yield engine.why_illegal(state, engine.Submit("2")) or ""
    face, *digits = cards("JS 4S 5S")
    state, _ = engine.apply(state, engine.PlayCards(face, tuple(digits)))
    yield engine.why_illegal(state, engine.OutOfCards()) or ""
    yield engine.why_illegal(state, engine.PlayCards(face, tuple(digits))) or ""
    dealt = engine.new_game(engine.shuffled_deal(["Ann", "Ben"], seed=7), engine.Mode.CHALLENGE)
    face, *digits = cards("JS 4S 5S")
    yield engine.why_illegal(dealt, engine.PlayCards(face, tuple(digits))) or ""
    dealt, _ = engine.apply(dealt, engine.Draw())
    yield engine.why_illegal(dealt, engine.TakeHint()) or ""


def test_every_refusal_is_a_phrase_the_presentation_layer_can_translate(tmp_path, loud_backend):
    """Deal files, deal codes, real cards and actions: every refusal is a Phrase whose every
    word goes through translation (with a backend that writes capitals, no lower-case word
    is left but the values quoted from the file), and every template is in the files."""
    from wildwest.present.words import say

    known = extracted()
    said = list(refusals(tmp_path))
    assert len(said) > 50 and all(said)
    for text in said:
        assert isinstance(text, Phrase), f"plain English: {text!r}"
        missing = [p.template for p in phrases(text) if p.translatable and p.template not in known]
        assert not missing, f"not in the translators' files: {missing}"
        loud = say(text)
        values = " ".join(
            str(v) for p in phrases(text) for v in p.values if not isinstance(v, Phrase)
        )
        words = [w for w in re.findall(r"[a-z]{3,}", loud) if w not in values]
        assert not words, f"{text!r} says {loud!r}: {words} not translated"


def test_every_refusal_the_engine_raises_or_returns_is_made_from_a_phrase():
    """No engine module raises one of its own errors with a plain string, and no ``why_…``
    function returns one: their sentences reach the app only as Phrases. (The simulation
    and balance checks are command-line tools that refuse their arguments in English.)"""
    english = []
    for source in sorted(ENGINE.glob("*.py")):
        if source.name in ("simulation.py", "balancing.py"):
            continue
        tree = ast.parse(source.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Raise) and isinstance(node.exc, ast.Call):
                name = getattr(node.exc.func, "id", getattr(node.exc.func, "attr", ""))
                if name in ERRORS and node.exc.args and _is_text(node.exc.args[0]):
                    english.append(f"{source.name}:{node.lineno}")
            if isinstance(node, ast.FunctionDef) and node.name.startswith(("why_", "_why")):
                for inner in ast.walk(node):
                    if isinstance(inner, ast.Return) and inner.value and _is_text(inner.value):
                        english.append(f"{source.name}:{inner.lineno}")
    assert not english, f"English sentences: {english}"


ENGINE = Path(engine.__file__).parent
ERRORS = {
    name for name in dir(engine.errors) if isinstance(getattr(engine.errors, name), type)
    and issubclass(getattr(engine.errors, name), engine.WildWestError)
}  # fmt: skip


def _is_text(node: ast.expr) -> bool:
    """A string literal or an f-string (anything else is a Phrase or a name for one)."""
    if isinstance(node, ast.IfExp):
        return _is_text(node.body) or _is_text(node.orelse)
    return isinstance(node, ast.JoinedStr) or (
        isinstance(node, ast.Constant) and isinstance(node.value, str)
    )
