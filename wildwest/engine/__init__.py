"""The rules engine: pure Python, standard library only (see RULES.md).

Everything a caller needs is importable from here; the controller is its only
caller in the app, and the command line uses it directly. What only the command line and
the prime panel's tests page use (the balance and game statistics, the divisibility tests)
loads on first use: the app's start does without it (issue 31).
"""

from typing import TYPE_CHECKING

from .answers import (
    MAX_HINT_LEVEL,
    AnswerCheck,
    Feedback,
    ItemFeedback,
    check_answer,
    correct_answer_text,
    hint,
    parse_answer,
)
from .cards import (
    CARDS,
    SUIT_NAMES,
    SUIT_SYMBOLS,
    SUITS,
    Card,
    FaceCards,
    default_packs,
    faces_per_pack,
    pack_digits,
    pack_faces,
    parse_card,
    turns_per_player,
)
from .deal import (
    MAX_DEAL_FILE_BYTES,
    MAX_NAME_LENGTH,
    MAX_PACKS,
    MAX_PLAYERS,
    MAX_SEED,
    MIN_PLAYERS,
    Deal,
    Rules,
    check_seed,
    deal_from_json,
    default_player_name,
    default_player_names,
    load_deal_file,
    parse_deal,
    shuffled_deal,
    spelt_out,
    why_not_a_name,
)
from .errors import (
    AnswerError,
    CardError,
    DealError,
    FactorInputError,
    IllegalActionError,
    WildWestError,
)
from .game import (
    MAX_ANSWERS_PER_TURN,
    answer_for_state,
    apply,
    end_reason,
    new_game,
    play_out,
    suit_matches,
    why_illegal,
)
from .names import name_key, same_name, tidy_name
from .phrases import Figure, Phrase, message_of
from .primes import (
    MAX_FACTOR_INPUT,
    PRIMES,
    SIEVE_LIMIT,
    Factorisation,
    LadderStep,
    clue_not_prime,
    digit_sum,
    distinct_primes,
    division_ladder,
    explain_not_prime,
    explain_zero_or_one,
    factorise,
    group_powers,
    index_form,
    is_prime,
    parse_whole_number,
    prime_factors,
    superscript,
)
from .real_cards import (
    MAX_ENTRY_LENGTH,
    MAX_TURN_CARDS,
    REAL_CARDS_PEOPLE_ONLY,
    copies_left,
    left_in_packs,
    parse_cards,
    played_deal,
    real_cards_deal,
    undo_point,
)
from .real_cards import why_refused as why_cards_refused
from .seats import LEVEL_NAMES, PERSON, Level, Seat, parse_level
from .state import (
    Action,
    AnswerRejected,
    AnswerUnreadable,
    Draw,
    EndKind,
    EndReason,
    Event,
    GameOver,
    GameResult,
    GameState,
    GiveUp,
    HintGiven,
    Mode,
    OutOfCards,
    PendingTurn,
    Phase,
    PlayCards,
    Standing,
    Submit,
    TakeHint,
    TieBreak,
    TurnRecord,
    TurnScored,
    TurnStarted,
    decide_winners,
    finishing_order,
    right_first_time,
)
from .strategy import (
    COMPUTER_NAMES,
    MAX_COMPUTER_SEATS,
    MAX_THINK_MS,
    ComputerAnswer,
    Slip,
    computer_answer,
    computer_names,
    deal_seed,
)

if TYPE_CHECKING:
    from .balancing import MAX_BALANCE_GAMES, MAX_OPPONENTS, BalanceStats, balance, pupil_answer
    from .divisibility import DivisibilityTest, divisibility_test, divisibility_tests
    from .simulation import MAX_GAMES, SimulationStats, simulate

_LATER = {
    **dict.fromkeys(
        ("MAX_BALANCE_GAMES", "MAX_OPPONENTS", "BalanceStats", "balance", "pupil_answer"),
        "balancing",
    ),
    **dict.fromkeys(
        ("DivisibilityTest", "divisibility_test", "divisibility_tests"), "divisibility"
    ),
    **dict.fromkeys(("MAX_GAMES", "SimulationStats", "simulate"), "simulation"),
}
"""The names that load their module on first use, and where they live."""


def __getattr__(name: str) -> object:
    """A name of :data:`_LATER` (or one of its modules), its module loaded now and the name
    kept here."""
    from importlib import import_module

    if name in _LATER.values():
        return import_module(f"{__name__}.{name}")
    module = _LATER.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(import_module(f"{__name__}.{module}"), name)
    globals()[name] = value
    return value


__all__ = [
    "CARDS",
    "COMPUTER_NAMES",
    "LEVEL_NAMES",
    "MAX_ANSWERS_PER_TURN",
    "MAX_BALANCE_GAMES",
    "MAX_COMPUTER_SEATS",
    "MAX_DEAL_FILE_BYTES",
    "MAX_ENTRY_LENGTH",
    "MAX_FACTOR_INPUT",
    "MAX_GAMES",
    "MAX_HINT_LEVEL",
    "MAX_NAME_LENGTH",
    "MAX_OPPONENTS",
    "MAX_PACKS",
    "MAX_PLAYERS",
    "MAX_SEED",
    "MAX_THINK_MS",
    "MAX_TURN_CARDS",
    "MIN_PLAYERS",
    "PERSON",
    "PRIMES",
    "REAL_CARDS_PEOPLE_ONLY",
    "SIEVE_LIMIT",
    "SUITS",
    "SUIT_NAMES",
    "SUIT_SYMBOLS",
    "Action",
    "AnswerCheck",
    "AnswerError",
    "AnswerRejected",
    "AnswerUnreadable",
    "BalanceStats",
    "Card",
    "CardError",
    "ComputerAnswer",
    "Deal",
    "DealError",
    "DivisibilityTest",
    "Draw",
    "EndKind",
    "EndReason",
    "Event",
    "FaceCards",
    "FactorInputError",
    "Factorisation",
    "Feedback",
    "Figure",
    "GameOver",
    "GameResult",
    "GameState",
    "GiveUp",
    "HintGiven",
    "IllegalActionError",
    "ItemFeedback",
    "LadderStep",
    "Level",
    "Mode",
    "OutOfCards",
    "PendingTurn",
    "Phase",
    "Phrase",
    "PlayCards",
    "Rules",
    "Seat",
    "SimulationStats",
    "Slip",
    "Standing",
    "Submit",
    "TakeHint",
    "TieBreak",
    "TurnRecord",
    "TurnScored",
    "TurnStarted",
    "WildWestError",
    "answer_for_state",
    "apply",
    "balance",
    "check_answer",
    "check_seed",
    "clue_not_prime",
    "computer_answer",
    "computer_names",
    "copies_left",
    "correct_answer_text",
    "deal_from_json",
    "deal_seed",
    "decide_winners",
    "default_packs",
    "default_player_name",
    "default_player_names",
    "digit_sum",
    "distinct_primes",
    "divisibility_test",
    "divisibility_tests",
    "division_ladder",
    "end_reason",
    "explain_not_prime",
    "explain_zero_or_one",
    "faces_per_pack",
    "factorise",
    "finishing_order",
    "group_powers",
    "hint",
    "index_form",
    "is_prime",
    "left_in_packs",
    "load_deal_file",
    "message_of",
    "name_key",
    "new_game",
    "pack_digits",
    "pack_faces",
    "parse_answer",
    "parse_card",
    "parse_cards",
    "parse_deal",
    "parse_level",
    "parse_whole_number",
    "play_out",
    "played_deal",
    "prime_factors",
    "pupil_answer",
    "real_cards_deal",
    "right_first_time",
    "same_name",
    "shuffled_deal",
    "simulate",
    "spelt_out",
    "suit_matches",
    "superscript",
    "tidy_name",
    "turns_per_player",
    "undo_point",
    "why_cards_refused",
    "why_illegal",
    "why_not_a_name",
]
