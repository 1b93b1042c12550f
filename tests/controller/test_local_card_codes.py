"""Card codes in the pupil's language (issue 16): each shipped language's card letters are
usable (no code reads as two cards), and a real-cards game in German, French or Spanish
shows its cards in those letters, reads them typed, still reads the English codes, and
says what is wrong in the pupil's language."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.controller.test_real_cards import start_real
from wildwest.controller import GameController
from wildwest.engine import CARDS
from wildwest.present.card_codes import ENGLISH, Letters, letters
from wildwest.ui.window.language import install, uninstall

TRANSLATIONS = Path(__file__).parents[2] / "resources" / "translations"
SHIPPED = ("de", "fr", "es")


def card_letters(language: str) -> tuple[str, str, str, str]:
    """The translation of the ranks' and the suits' letters in a shipped .ts file, and the
    translator's comment on each."""
    root = ET.parse(TRANSLATIONS / f"wildwest_{language}.ts").getroot()
    found: dict[str, tuple[str, str]] = {}
    for context in root.iter("context"):
        if context.findtext("name") != "CardCodes":
            continue
        for message in context.iter("message"):
            source = message.findtext("source") or ""
            found[source] = (
                message.findtext("translation") or "",
                message.findtext("extracomment") or "",
            )
    (ranks, rank_note), (suits, suit_note) = found["A J Q K"], found["S H D C"]
    return ranks, suits, rank_note, suit_note


@pytest.mark.parametrize("language", SHIPPED)
def test_each_shipped_languages_card_letters_read_as_one_card_each(language):
    """The four rank letters differ, the four suit letters differ, and no code made of them
    names another card than the English code spelt the same (or another local code); the
    translator's comment says a test checks it."""
    ranks, suits, rank_note, suit_note = card_letters(language)
    found = Letters.of(ranks, suits)
    assert found.problems() == []
    assert "A test checks" in rank_note and "A test checks" in suit_note
    for card in CARDS.values():  # each card's local code reads back as that card
        assert found.card(found.code(card)) is card
        assert found.card(card.code) is card  # and the English code still does


@pytest.mark.parametrize(
    ("ranks", "suits", "clash"),
    [
        ("A B D K", "P H K K", "two suits share a letter"),  # German Karo and Kreuz as K
        ("A V D R", "P C CA T", "'ac' would be both AC and AH"),  # French C for Cœur
        ("A D D K", "P H KA KR", "two ranks share a letter"),
        ("A J Q K", "S H D K", "'jk' would be both JC and JK"),  # the joker
        ("A B D", "P H KA KR", "not 4 ranks and 4 suits"),
        ("A 1 D K", "P H KA KR", "'1' is not made of letters"),
    ],
)
def test_letters_that_would_make_a_code_ambiguous_are_refused(ranks, suits, clash):
    problems = Letters.of(ranks, suits).problems()
    assert any(clash in problem for problem in problems), problems


@pytest.fixture
def in_language(qapp) -> Iterator[object]:
    yield install
    uninstall()


@pytest.fixture
def controller(qapp):
    made = GameController()
    start_real(made)
    return made


def test_the_picker_in_german_shows_and_reads_the_german_letters(in_language, controller):
    """Rows named Pik, Herz, Karo, Kreuz; the Queen of hearts is D♥ (Dame) and picking it
    writes DH; typed German codes, English codes and suit signs all read; the hint says
    how to type Karo and Kreuz (KA, KR), that English codes work, and the signs."""
    assert in_language("de") is None
    controller.set_entry("")  # the picker again, now in German
    view = controller.view.picker
    assert view is not None
    assert view.rows[:4] == ("♠ Pik", "♥ Herz", "♦ Karo", "♣ Kreuz")
    assert view.short_rows[:4] == ("♠ P", "♥ H", "♦ KA", "♣ KR")
    labels = {card.code: card.label for card in view.cards}
    assert (labels["QH"], labels["JS"], labels["KC"], labels["10D"]) == ("D♥", "B♠", "K♣", "10♦")
    named = next(card.name for card in view.cards if card.code == "QC")
    assert "(DKR)" in named and "Kreuz" in named
    assert "KA = Karo" in view.codes_hint and "KR = Kreuz" in view.codes_hint
    assert "QH" in view.codes_hint and "♦" in view.codes_hint
    assert view.codes_example == "z. B. KP 3P AH 10P 5P"
    controller.pick_card("QH")
    controller.pick_card("2H")
    assert controller.view.picker.text == "DH 2H"
    for typed in ("DH 2H 3KA", "qh 2h 3d", "D♥ 2♥ 3♦", "dh 2H 3♦"):
        controller.set_entry(typed)
        picker = controller.view.picker
        assert picker.preview == "D♥ verlangt 3 Ziffern: 2♥ 3♦ …", typed
    controller.set_entry("DH 2H 3KA 4KR")
    assert controller.view.picker.can_confirm
    assert controller.confirm_entry() is None
    assert [
        c.code for c in (controller.state.turns[0].face, *controller.state.turns[0].digits)
    ] == [
        "QH",
        "2H",
        "3D",
        "4C",
    ]


@pytest.mark.parametrize(
    ("language", "typed", "card"),
    [("fr", "RCO", "KH"), ("fr", "VCA", "JD"), ("fr", "DT", "QC"), ("es", "QCO", "QH"),
     ("es", "KT", "KC"), ("es", "JD", "JD")],
)  # fmt: skip
def test_french_and_spanish_letters_read_as_their_cards(in_language, language, typed, card):
    assert in_language(language) is None
    assert letters().card(typed) is CARDS[card]
    assert letters().card(card) is CARDS[card]  # English, always


def test_a_bad_code_is_explained_in_the_pupils_language_and_letters(in_language, controller):
    """A code that is no card is quoted as typed, with the German letters to use; a card in
    the wrong place is named in the German letters (D♥, not Q♥), typing and confirming."""
    assert in_language("de") is None
    controller.set_entry("KP ZZ")
    status = controller.view.picker.status
    assert status.tone == "bad"
    assert status.text.startswith('"ZZ" ist kein Kartencode')
    assert "P H KA KR" in status.text and '"KP"' in status.text
    controller.set_entry("3P DH")
    assert controller.view.picker.status.text.startswith("3♠ ist eine Ziffernkarte")
    controller.set_entry("KP DH")
    said = controller.view.picker.status.text
    assert "D♥" in said and "Q♥" not in said
    assert controller.enter_cards_text("KP DH 2H 3H 4H") == said
    assert not controller.state.turns


def test_english_is_unchanged(controller):
    """In English the letters are the engine's: nothing local is added to the hint."""
    assert letters().code(CARDS["QH"]) == "QH" and not letters().local and not ENGLISH.local
    view = controller.view.picker
    assert view.rows[:4] == ("♠ Spades", "♥ Hearts", "♦ Diamonds", "♣ Clubs")
    assert "English codes" not in view.codes_hint
    assert view.codes_example == "e.g. KS 3S AH 10S 5S"
