"""Words the presentation layer makes in the game's language (issue 16): the default player
names, the prime list's search words, the decimal comma of a square root, the names Save As
offers. A fake translator stands in for Qt's (German words for a few texts)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from wildwest import engine
from wildwest.engine.state import TurnRecord
from wildwest.present import translate as hook
from wildwest.present.reference.checker import check_number
from wildwest.present.reference.prime_list import search_primes
from wildwest.present.turn_words import log_row
from wildwest.present.words import card_symbol, default_name
from wildwest.services.files_and_records import suggested_name

GERMAN = {
    "Player %1": "Spieler %1",
    "starts with|begins with": "beginnt mit|fängt an mit",
    "under|below|less than": "unter|kleiner als",
    "to|and": "bis|und",
    "%1.%2": "%1,%2",
    "Wild West game": "Wild-West-Spiel",
    " - deal %1": " - Mischcode %1",
    "A J Q K": "A B D K",
    "S H D C": "P H KA KR",
}


@pytest.fixture
def german() -> Iterator[None]:
    hook.set_backend(lambda context, text, disambiguation, n: GERMAN.get(text, text))
    yield
    hook.set_backend(None)


def test_a_blank_name_becomes_player_n_in_the_games_language(german):
    assert default_name(3) == "Spieler 3"


def test_the_prime_list_reads_its_search_words_in_the_games_language(german):
    """ "beginnt mit 97" finds what "starts with 97" finds; English words keep working; a
    half-typed German word is not an error."""
    assert search_primes("beginnt mit 97").rows == search_primes("starts with 97").rows
    assert search_primes("Fängt an mit 97").rows == search_primes("97").rows
    assert search_primes("kleiner als 20").rows == search_primes("under 20").rows
    assert search_primes("100 bis 200").rows == search_primes("100-200").rows
    assert search_primes("beginnt mit 97").error == ""
    assert search_primes("kleiner al").incomplete  # no English keyword starts so
    assert not search_primes("kleiner als").error
    assert not search_primes("xyz 5").rows


def test_a_square_root_has_the_languages_decimal_comma(german):
    """√45 ≈ 6,7 in German (the English 6.7 is a date or a thousand in other languages)."""
    text = check_number("45").root_rule
    assert "√45 ≈ 6,7" in text and "6.7" not in text


def test_save_as_offers_a_name_in_the_games_language(german):
    deal = engine.shuffled_deal(["Ann", "Ben"], seed=4821)
    state = engine.new_game(deal, engine.Mode.AUTO)
    assert suggested_name(state) == "Ann Ben - Mischcode 4821.wwgame"
    assert suggested_name(None) == "Wild-West-Spiel.wwgame"


def test_the_turn_log_letters_the_cards_as_the_games_language_does(german):
    """The Queen of hearts is D♥ in a German turn log, as on its cards and in the card
    picker; digits and suits' signs stay; English again once the language is."""
    queen, ten = engine.CARDS["QH"], engine.CARDS["10S"]
    assert (card_symbol(queen), card_symbol(ten), card_symbol(engine.CARDS["JK"])) == (
        "D♥",
        "10♠",
        "Joker",
    )
    turn = TurnRecord(
        player=0, face=queen, digits=(engine.CARDS["2H"], engine.CARDS["AS"]), number=21,
        factors=engine.prime_factors(21), claimed=(3, 7), stolen=(), kept=(), blocked=(),
        missed=(), matches=1, steal=False, base=2, points=2,
    )  # fmt: skip
    assert log_row(1, turn, ("Ann", "Ben"), ()).cells[7] == "D♥  2♥ A♠"
    hook.set_backend(None)
    assert card_symbol(queen) == "Q♥"
