"""Small word helpers, each written once for the whole app.

>>> join_words(["Ann", "Ben", "Cy"]), plural(1, "turn"), plural(3, "match", "matches")
('Ann, Ben and Cy', '1 turn', '3 matches')
>>> superscript(12), mode_name("practice"), times(2)
('¹²', 'Practice', 'twice')
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from datetime import date

from wildwest import engine
from wildwest.present.card_codes import letters
from wildwest.present.translate import PLURAL, QT_TRANSLATE_NOOP, arg, translate

MODE_NAMES: dict[engine.Mode, str] = {
    engine.Mode.AUTO: QT_TRANSLATE_NOOP("Words", "Auto"),
    engine.Mode.PRACTICE: QT_TRANSLATE_NOOP("Words", "Practice"),
    engine.Mode.CHALLENGE: QT_TRANSLATE_NOOP("Words", "Challenge"),
}
"""The name of each mode, as the new-game screen, the status bar and the sheets write it."""

MODE_DESCRIPTIONS: dict[engine.Mode, str] = {
    engine.Mode.AUTO: QT_TRANSLATE_NOOP(
        "Words", "The game factors each number for you and explains it."
    ),
    engine.Mode.PRACTICE: (
        QT_TRANSLATE_NOOP(
            "Words",
            "You type the factors. Wrong answers are explained; try again, ask for hints, or give "
            "up.",
        )
    ),
    engine.Mode.CHALLENGE: QT_TRANSLATE_NOOP(
        "Words", "You type the factors once. Every correct prime you name counts."
    ),
}
"""What each mode means, in a sentence for the new-game screen."""

FACE_CARD_CHOICES: dict[engine.FaceCards, str] = {
    engine.FaceCards.ALL: QT_TRANSLATE_NOOP("Words", "All: 2 to 4 digits"),
    engine.FaceCards.NO_KINGS: QT_TRANSLATE_NOOP("Words", "No Kings: 2 or 3 digits"),
    engine.FaceCards.JACKS_ONLY: QT_TRANSLATE_NOOP("Words", "Jacks only: 2 digits"),
}
"""House rule ``face_cards``, as the new-game screen offers it."""

LEVEL_NAMES: dict[engine.Level, str] = {
    #: a computer player's level: a beginner (a "tenderfoot" in the Wild West)
    engine.Level.GREENHORN: QT_TRANSLATE_NOOP("Words", "Greenhorn"),
    #: a computer player's level: the sheriff's helper
    engine.Level.DEPUTY: QT_TRANSLATE_NOOP("Words", "Deputy"),
    #: a computer player's level: the best (never wrong)
    engine.Level.SHERIFF: QT_TRANSLATE_NOOP("Words", "Sheriff"),
}
"""Each computer level's name (the engine keeps only its value, ``greenhorn``…)."""

LEVEL_DESCRIPTIONS: dict[engine.Level, str] = {
    engine.Level.GREENHORN: QT_TRANSLATE_NOOP(
        "Words", "New in town: makes the mistakes beginners make, and is sometimes right."
    ),
    engine.Level.DEPUTY: QT_TRANSLATE_NOOP(
        "Words", "Usually right, but slips now and then, mostly on 4-digit numbers."
    ),
    engine.Level.SHERIFF: QT_TRANSLATE_NOOP(
        "Words", "Never wrong: you have to be quick and lucky to beat the Sheriff."
    ),
}


def level_name(level: engine.Level | str) -> str:
    """``Greenhorn``, ``Deputy`` or ``Sheriff``, in the game's language."""
    return translate("Words", LEVEL_NAMES[engine.Level(level)])


def level_label(seats: Sequence[engine.Seat], player: int) -> str:
    """A computer player's level as a word (``Deputy``); empty for a person (or no seats)."""
    level = seats[player].level if player < len(seats) else None
    return level.label if level is not None else ""


def seat_choices() -> dict[str, str]:
    """Who plays a seat, as the new-game screen offers it: ``""`` a person, else a level."""
    return {
        "": translate("Words", "Person"),
        **{
            level.value: arg(translate("Words", "Computer: %1"), level_name(level))
            for level in engine.Level
        },
    }


def level_notes() -> tuple[str, ...]:
    """What each computer level means, one line each, for the new-game screen."""
    return tuple(
        arg(
            translate("Words", "%1 — %2"),
            level_name(level),
            translate("Words", LEVEL_DESCRIPTIONS[level]),
        )
        for level in engine.Level
    )


MIN_PLAYERS, MAX_PLAYERS = engine.MIN_PLAYERS, engine.MAX_PLAYERS
MAX_NAME_LENGTH = engine.MAX_NAME_LENGTH
"""A player's name has at most this many characters (the engine refuses longer ones)."""

superscript = engine.superscript
"""The digits of ``n`` raised, for index form (the engine's, so there is one)."""


def join_words(items: Iterable[str], last: str = "and") -> str:
    """``a``, ``a and b``, ``a, b and c`` (``last`` may be ``or``)."""
    words = list(items)
    if len(words) <= 1:
        return "".join(words)
    head = ", ".join(words[:-1])
    if last == "or":
        #: the end of a list: "2, 3 or 5"
        return arg(translate("Words", "%1 or %2"), head, words[-1])
    #: the end of a list: "Ann, Ben and Cy"
    return arg(translate("Words", "%1 and %2"), head, words[-1])


def say(text: object) -> str:
    """An engine sentence (a :class:`wildwest.engine.Phrase`) in the game's language; any
    other text as it is. The engine keeps its words language-neutral: a template and values.

    >>> say(engine.check_answer(12, (2, 3)).summary)
    '2 × 3 = 6, not 12: a repeated prime is missing'
    """
    if not isinstance(text, engine.Phrase):
        return str(text)
    values = [say(v) if isinstance(v, str) else v for v in text.values]
    template = translate(text.context, text.template) if text.translatable else text.template
    return arg(template, *values)


def card_symbol(card: engine.Card) -> str:
    """``K♠``, ``10♥`` as the game's language letters the cards (German ``D♥`` for the
    Queen, as its cards and the card picker show her), or the word for a joker."""
    return letters().symbol(card)


def face_card_words(face: engine.Card, asked: int) -> str:
    """A face card for screen readers, the table's and the card picker's words alike:
    ``King of spades, asks for 4 digits``."""
    #: the face card on the table, for screen readers: "King of spades, asks for 4 digits"
    return arg(translate("Presenter", "%1, asks for %2 digits"), say(face.name), asked)


def number_words(number: str) -> str:
    """``The number is 3105`` (the table's and the card picker's words)."""
    return arg(translate("Presenter", "The number is %1"), number)


def say_error(error: BaseException) -> str:
    """An engine error's message in the game's language."""
    return say(engine.message_of(error))


ENGINE_NONE = "none"
"""The word the engine reads and save files keep for "no prime factors" (0 and 1)."""


def none_word() -> str:
    """The game's word for "no prime factors", what a pupil types for 0 and 1."""
    #: what a pupil types as the answer for 0 and 1, which have no prime factors: one short
    #: word, lower case, the same word as in every message that says "type none"
    return translate("Words", "none")


def read_answer(typed: str) -> str:
    """What the pupil typed, the local word for "none" read as the engine's ``none``.

    >>> read_answer(" none "), read_answer("none."), read_answer("2 × 3")
    ('none', 'none', '2 × 3')
    """
    if typed.strip().rstrip(".").strip().casefold() in (none_word().casefold(), ENGINE_NONE):
        return ENGINE_NONE
    return typed


def shown_answer(answer: str) -> str:
    """An answer as typed, the engine's ``none`` in the game's word (``keine``…)."""
    return none_word() if answer.strip().casefold() == ENGINE_NONE else answer


def plural(count: int, word: str, many: str | None = None) -> str:
    """``1 turn``, ``2 turns``; ``many`` for irregular plurals."""
    return f"{count} {word if count == 1 else many or word + 's'}"


def times(count: int) -> str:
    """``once``, ``twice``, ``3 times``."""
    if count == 1:
        return translate("Words", "once")
    if count == 2:
        return translate("Words", "twice")
    return translate("Words", "%n times", None, PLURAL, count)


def mode_name(mode: engine.Mode | str) -> str:
    """``Auto``, ``Practice`` or ``Challenge``."""
    return translate("Words", MODE_NAMES[engine.Mode(mode)])


def default_name(number: int) -> str:
    """The name a blank name box stands for: seat ``number`` (from 1), in the game's
    language (the engine's ``Player 1`` is the command line's).

    >>> default_name(2)
    'Player 2'
    """
    #: the name a player gets when the name box is left blank: %1 the seat (1, 2, 3…)
    return arg(translate("Words", "Player %1"), number)


def number_list(numbers: Iterable[int]) -> str:
    """``3, 5 and 23``."""
    return join_words(str(n) for n in numbers)


DAY_NAMES = (
    QT_TRANSLATE_NOOP("Words", "Monday"),
    QT_TRANSLATE_NOOP("Words", "Tuesday"),
    QT_TRANSLATE_NOOP("Words", "Wednesday"),
    QT_TRANSLATE_NOOP("Words", "Thursday"),
    QT_TRANSLATE_NOOP("Words", "Friday"),
    QT_TRANSLATE_NOOP("Words", "Saturday"),
    QT_TRANSLATE_NOOP("Words", "Sunday"),
)
MONTH_NAMES = (
    QT_TRANSLATE_NOOP("Words", "January"),
    QT_TRANSLATE_NOOP("Words", "February"),
    QT_TRANSLATE_NOOP("Words", "March"),
    QT_TRANSLATE_NOOP("Words", "April"),
    QT_TRANSLATE_NOOP("Words", "May"),
    QT_TRANSLATE_NOOP("Words", "June"),
    QT_TRANSLATE_NOOP("Words", "July"),
    QT_TRANSLATE_NOOP("Words", "August"),
    QT_TRANSLATE_NOOP("Words", "September"),
    QT_TRANSLATE_NOOP("Words", "October"),
    QT_TRANSLATE_NOOP("Words", "November"),
    QT_TRANSLATE_NOOP("Words", "December"),
)


def day_name(day: date) -> str:
    """``Monday``, whatever the computer's language: the game's words are English, and the
    names strftime gives follow the locale that Qt sets (``Montag`` on a German computer)."""
    return translate("Words", DAY_NAMES[day.weekday()])


def month_name(day: date, short: bool = False) -> str:
    """``March``, or ``Mar`` if ``short``, whatever the computer's language (see day_name)."""
    name = translate("Words", MONTH_NAMES[day.month - 1])
    return name[:3] if short else name


def digits_banner(count: int) -> str:
    """The banner on a face card: how many digits it asks for, in capitals.

    >>> digits_banner(3)
    '3 DIGITS'
    """
    #: the banner on a face card (in capitals, like a poster): how many digit cards it asks for
    return translate("Card", "%n DIGITS", None, PLURAL, count).upper()


def listed_spelling(name: str, listed: Sequence[str]) -> str:
    """``name`` as the class list writes it, when the list has it (names compared as the game
    compares them: case, spaces and invisible characters ignored); else as it is.

    >>> listed_spelling("ann  lee", ("Ann Lee", "Ben")), listed_spelling("Cy", ("Ann Lee",))
    ('Ann Lee', 'Cy')
    """
    key = engine.name_key(name)
    return next((spelled for spelled in listed if engine.name_key(spelled) == key), name)
