"""What the views show, as frozen values: one :class:`ViewState` per change, and the events.

The controller makes a :class:`ViewState` after every change to the game (with
:func:`wildwest.present.presenter.present`) and pushes it to every view in one
signal; a view lays out what it is given and never asks for more. The events
(:data:`ViewEvent`) follow it, for what a picture of the state cannot say:
cards flying in, a steal to celebrate, a line for a screen reader to speak.

Nothing here knows Qt or holds an engine object, so a view needs no engine
import to read it. It is the contract between the presentation layer and the views, so it
imports no feature module: every value a view is handed is defined here (the callout of
Learn to play, the rows of a drawn division ladder), and the feature modules import them
from here (``tests/test_architecture.py`` checks).

>>> row = ScoreRow("Ann", 8, (5, 23), current=True, winner=False)
>>> row.largest, row.primes_text, row.description
(23, '5, 23', 'Ann (their turn): 8 points, holds 5, 23')
>>> ViewState().controls.prompt
'Start a new game.'

A computer player is marked with a word wherever a view names its seat, and its level is
in the words a screen reader hears:

>>> dan = ScoreRow("Dusty Dan", 3, (7,), current=False, winner=False, level="Deputy")
>>> dan.computer, dan.shown_name, dan.description
(True, 'Dusty Dan (computer)', 'Dusty Dan, a computer player (Deputy): 3 points, holds 7')
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum

from wildwest.present.translate import PLURAL, QT_TRANSLATE_NOOP, arg, translate


def marked_name(name: str, level: str) -> str:
    """``Dusty Dan (computer)`` for a computer player (``level`` not empty), else the name:
    the word marks the seat beside its icon (never colour alone)."""
    #: a computer player's name in the scoreboard and the turn log: "Dusty Dan (computer)"
    return arg(translate("ViewState", "%1 (computer)"), name) if level else name


def who(name: str, level: str) -> str:
    """``Dusty Dan, a computer player (Deputy)`` for screen readers and tooltips."""
    return arg(translate("ViewState", "%1, a computer player (%2)"), name, level) if level else name


def grouped(n: int) -> str:
    """A number with its digits in threes, for drawings: ``999 962 000 357``; ``9973`` as is.

    >>> grouped(999_962_000_357), grouped(9973)
    ('999 962 000 357', '9973')
    """
    return str(n) if n < 10_000 else f"{n:,}".replace(",", " ")


# ---------------------------------------------------------------- the turn panel


class NextAction(StrEnum):
    """What the turn panel's Next button does during a computer player's turn.

    >>> NextAction.CHECK_ANSWER.waits, NextAction.SKIP_AHEAD.waits
    (True, False)
    >>> skip = TurnControls("Ben", "", False, False, False, False,
    ...                     next_action=NextAction.SKIP_AHEAD)
    >>> skip.next_label
    'Skip &ahead (Esc)'
    """

    NONE = "none"
    """No Next button (a person's turn, or no game)."""
    NEXT_TURN = "next_turn"
    """Step by step: the computer player waits for Next before it draws."""
    CHECK_ANSWER = "check_answer"
    """Step by step: its answer is shown and waits for Next before it is checked."""
    SKIP_AHEAD = "skip_ahead"
    """The computer player plays by itself; Next (Esc) finishes its step at once."""

    @property
    def waits(self) -> bool:
        """The computer player waits for this press (the step-by-step pace)."""
        return self in (NextAction.NEXT_TURN, NextAction.CHECK_ANSWER)


_STEP_TIP = QT_TRANSLATE_NOOP("Presenter", "Play the computer player's next step")
_NEXT_WORDS: dict[NextAction, tuple[str, str]] = {
    NextAction.NEXT_TURN: (QT_TRANSLATE_NOOP("Presenter", "&Next turn"), _STEP_TIP),
    NextAction.CHECK_ANSWER: (QT_TRANSLATE_NOOP("Presenter", "&Next: check the answer"), _STEP_TIP),
    NextAction.SKIP_AHEAD: (
        QT_TRANSLATE_NOOP("Presenter", "Skip &ahead (Esc)"),
        QT_TRANSLATE_NOOP(
            "Presenter", "Finish the computer player's step at once (Esc, or click the table)"
        ),
    ),
}
"""The Next button's words and tooltip for each thing it does."""


@dataclass(frozen=True, slots=True)
class TurnControls:
    """What the turn panel shows and enables."""

    turn_text: str
    prompt: str
    draw: bool
    answer: bool
    hint: bool
    give_up: bool
    hint_label: str = field(default_factory=lambda: translate("TurnControls", "Hin&t"))
    over: bool = False
    hints_offered: bool = False
    """Practice: the Hint button is there (greyed out once every hint has been given)."""
    computer: bool = False
    """A computer player's turn: nobody types; the answer box shows what it typed."""
    typed: str = ""
    """What the computer player typed, once it has answered (else empty)."""
    next_action: NextAction = NextAction.NONE
    """What the Next button does during a computer's turn (:attr:`next_label` its words);
    :attr:`NextAction.NONE` hides it."""
    draw_label: str = field(default_factory=lambda: translate("TurnControls", "&Draw"))
    """The Draw button's words: ``Enter cards`` in a game with real cards."""
    draw_tip: str = field(
        default_factory=lambda: translate(
            "TurnControls", "Turn over the next face card and draw the digits (Ctrl+D)"
        )
    )
    give_up_question: str = ""
    """What Give up asks first (``Give up on 3105?``) and, in :attr:`give_up_detail`, what
    giving up means; empty where Give up is not offered."""
    give_up_detail: str = ""

    @property
    def next_label(self) -> str:
        """The Next button's words (``&Next turn``, ``Skip &ahead (Esc)``); empty hides it."""
        words = _NEXT_WORDS.get(self.next_action)
        return translate("Presenter", words[0]) if words else ""

    @property
    def next_tip(self) -> str:
        """The Next button's tooltip: what pressing it does."""
        words = _NEXT_WORDS.get(self.next_action)
        return translate("Presenter", words[1]) if words else ""


def no_game_controls() -> TurnControls:
    """The turn panel before any game: its title and a prompt to start one."""
    return TurnControls(
        translate("ViewState", "Wild West"),
        translate("ViewState", "Start a new game."),
        False,
        False,
        False,
        False,
    )


TONE_MARKS = {"good": "✓", "bad": "✗", "steal": "★"}
"""The mark each tone of line starts with, so a mistake never differs by colour alone."""


@dataclass(frozen=True, slots=True)
class Line:
    """One line of feedback, and how it went: ``info``, ``good``, ``bad`` or ``steal``
    (the theme colours it, and its mark says it too)."""

    text: str
    tone: str = "info"

    @property
    def marked(self) -> str:
        """``✗ 7 does not divide 3105`` — the line with its mark."""
        mark = TONE_MARKS.get(self.tone)
        return f"{mark} {self.text}" if mark else self.text


@dataclass(frozen=True, slots=True)
class FeedbackView:
    """The feedback area: what happened last, line by line, and how it went overall."""

    lines: tuple[Line, ...] = ()
    tone: str = "info"

    @classmethod
    def of(cls, text: str, tone: str = "info") -> FeedbackView:
        """Feedback of plain lines all in one tone (a prompt, a message)."""
        return cls(tuple(Line(line, tone) for line in text.splitlines() if line), tone)

    @property
    def text(self) -> str:
        """Every line with its mark, as the feedback area shows it."""
        return "\n".join(line.marked for line in self.lines)

    @property
    def spoken(self) -> str:
        """The lines without marks, for a screen reader."""
        return "\n".join(line.text for line in self.lines)


@dataclass(frozen=True, slots=True)
class HintsView:
    """The hints given in the turn being answered, in the order given ("Hint 1: …"): they
    stay in the feedback area under whatever it says, so a pupil keeps every step."""

    turn: int = -1
    """The index the turn will have among the scored turns (``-1``: no turn is answered)."""
    lines: tuple[str, ...] = ()


def with_hints(said: FeedbackView, hints: HintsView) -> FeedbackView:
    """What the feedback area shows: ``said`` (the last thing said) and, under it, every
    hint of the turn (tone ``hint``: no mark, the text's own colour).

    >>> view = with_hints(FeedbackView.of("7 does not divide 3105", "bad"),
    ...                   HintsView(0, ("Hint 1: …", "Hint 2: …")))
    >>> print(view.text)
    ✗ 7 does not divide 3105
    Hint 1: …
    Hint 2: …
    """
    if not hints.lines:
        return said
    return FeedbackView((*said.lines, *(Line(text, "hint") for text in hints.lines)), said.tone)


# ---------------------------------------------------------------- the card table


@dataclass(frozen=True, slots=True)
class DrawnCards:
    """A turn's cards on the table: which digits match, and the multiplier."""

    face_code: str
    digit_codes: tuple[str, ...]
    matching: tuple[bool, ...]
    """Per digit card: does its suit match the face card's (a joker matches nothing)?"""
    number: str
    """As drawn, with leading zeros: ``07``."""
    multiplier: int
    caption: str
    """``3 suit matches``, ``No suit matches``, ``Joker``."""
    words: tuple[str, ...] = ()
    """The table for a screen reader, one line per thing in reading order: the face card
    (``King of spades, asks for 4 digits``), each digit card (``3 of spades, matches``),
    the number (``The number is 3105``) and the multiplier."""


@dataclass(frozen=True, slots=True)
class TableView:
    """Everything on the card table."""

    banner: str = ""
    face_left: int = 0
    digits_left: int = 0
    cards: DrawnCards | None = None
    """``None``: no cards down yet (the slots and ``hint`` show)."""
    factors: str = ""
    """Under the number once the turn is scored: ``3³ × 5 × 23``."""
    steal: str = ""
    """``Ben takes 3 from Ann`` under the STEAL! banner on a steal turn, else empty."""
    hint: str = ""
    """What the empty table says: ``Press Draw to start``."""
    description: str = ""
    """The table in words, for screen readers."""

    @property
    def read_out(self) -> str:
        """Everything on the table, said when the pupil asks (Game → Read the cards): the
        cards and the number, and the factors once scored; the hint on an empty table."""
        if self.cards is None or not self.cards.words:
            return self.description or self.hint
        lines = list(self.cards.words)
        if self.factors:
            lines.append(arg(translate("TableView", "Factors: %1"), self.factors))
        return ". ".join(lines) + "."


# ---------------------------------------------------------------- scores and the log


@dataclass(frozen=True, slots=True)
class ScoreRow:
    """One scoreboard row."""

    name: str
    points: int
    primes: tuple[int, ...]
    """Sorted."""
    current: bool
    """Whose turn it is (never once the game is over)."""
    winner: bool
    level: str = ""
    """A computer player's level (``Deputy``); empty for a person."""

    @property
    def computer(self) -> bool:
        return bool(self.level)

    @property
    def shown_name(self) -> str:
        """The Player cell: ``Dusty Dan (computer)`` for a computer player."""
        return marked_name(self.name, self.level)

    @property
    def largest(self) -> int | None:
        return self.primes[-1] if self.primes else None

    @property
    def primes_text(self) -> str:
        return ", ".join(map(str, self.primes)) if self.primes else "—"

    @property
    def description(self) -> str:
        held = (
            ", ".join(map(str, self.primes))
            if self.primes
            else translate("ScoreRow", "no primes yet")
        )
        marker = translate("ScoreRow", " (their turn)") if self.current else ""
        marker += translate("ScoreRow", " (winner)") if self.winner else ""
        points = self.points  # lupdate drops a counted call whose count is an attribute
        text = translate("ScoreRow", "%1%2: %n point(s), holds %3", None, PLURAL, points)
        return arg(text, who(self.name, self.level), marker, held)

    @property
    def cell_words(self) -> tuple[str, str, str]:
        """What a screen reader reads in each cell, one value each (the row's sentence is
        :attr:`description`): ``Ann (their turn)``, ``4``, ``2, 11`` or ``none yet``."""
        marker = translate("ScoreRow", " (their turn)") if self.current else ""
        marker += translate("ScoreRow", " (winner)") if self.winner else ""
        held = (
            ", ".join(map(str, self.primes)) if self.primes else translate("ScoreRow", "none yet")
        )
        return (f"{who(self.name, self.level)}{marker}", str(self.points), held)


@dataclass(frozen=True, slots=True)
class Breakdown:
    """A scored turn in words, for the feedback area, the log and screen readers."""

    headline: str
    lines: tuple[Line, ...]
    steal: bool
    banner: str = ""
    """For the table's STEAL! banner: ``Ben takes 3 from Ann``; empty if nothing was stolen."""
    tone: str = "info"
    """How the turn went: ``steal``, ``good`` (points scored), ``bad`` (a mistake) or ``info``."""
    headline_tone: str = ""
    """The headline's own mark: ``good`` when points were scored, else ``info`` (a turn with
    a mistake that still scored says "✓ Mia scores 3 points", its mistakes marked ✗ below);
    empty: the turn's ``tone``."""

    @property
    def text(self) -> str:
        """The headline and every line, without marks (the log's tooltip, screen readers)."""
        return "\n".join((self.headline, *(line.text for line in self.lines)))

    @property
    def feedback(self) -> FeedbackView:
        headline = Line(self.headline, self.headline_tone or self.tone)
        return FeedbackView((headline, *self.lines), self.tone)


LogCell = str | int


@dataclass(frozen=True, slots=True)
class LogRow:
    """One scored turn in the turn log: its cells, and the whole turn in words."""

    cells: tuple[LogCell, ...]
    breakdown: Breakdown
    computer: bool = False
    """The turn was a computer player's (its Player cell says so too)."""

    @property
    def steal(self) -> bool:
        return self.breakdown.steal


# ---------------------------------------------------------------- the end


@dataclass(frozen=True, slots=True)
class StandingRow:
    """One line of the final standings, best first."""

    place: int
    name: str
    points: int
    primes: tuple[int, ...]
    winner: bool
    level: str = ""
    """A computer player's level (``Deputy``); empty for a person."""

    @property
    def computer(self) -> bool:
        return bool(self.level)

    @property
    def shown_name(self) -> str:
        return marked_name(self.name, self.level)

    @property
    def primes_text(self) -> str:
        return ", ".join(map(str, self.primes)) if self.primes else "—"

    @property
    def description(self) -> str:
        """``1. Dusty Dan, a computer player (Deputy) (winner): 9 points, primes 3, 7``."""
        winner = translate("StandingRow", " (winner)") if self.winner else ""
        points = self.points  # lupdate drops a counted call whose count is an attribute
        text = translate("StandingRow", "%1. %2%3: %n point(s), primes %4", None, PLURAL, points)
        return arg(text, self.place, who(self.name, self.level), winner, self.primes_text)

    @property
    def cell_words(self) -> tuple[str, str, str, str]:
        """One value per cell for a screen reader: ``1``, ``Ann (winner)``, ``4``,
        ``2, 11`` (the row's sentence is :attr:`description`)."""
        winner = translate("StandingRow", " (winner)") if self.winner else ""
        held = ", ".join(map(str, self.primes)) if self.primes else translate("StandingRow", "none")
        return (str(self.place), f"{who(self.name, self.level)}{winner}", str(self.points), held)


@dataclass(frozen=True, slots=True)
class ResultView:
    """The game-over page."""

    headline: str
    """``Ann wins!`` or ``Ann and Ben share the win!``"""
    explanation: str
    """How the winner was decided: ``Ann has the most points (12).``"""
    reason: str
    """Why the game ended."""
    standings: tuple[StandingRow, ...]
    """Best first (the finishing order), each with every prime the player holds."""
    spoken: str
    """The whole page as one line, for screen readers."""


# ---------------------------------------------------------------- the prime reference panel


@dataclass(frozen=True, slots=True)
class TableNumber:
    """The number on the table, and whether its primes may be shown yet.

    In Practice and Challenge the primes are revealed once the turn is scored;
    in Auto the turn is scored as soon as the cards are down.
    """

    number: int | None = None
    revealed: bool = False
    primes: frozenset[int] = frozenset()
    player: str = ""
    answering: bool = False
    """The player is still working on this number."""


@dataclass(frozen=True, slots=True)
class PanelView:
    """What the prime reference panel needs from the game."""

    players: tuple[str, ...] = ()
    holders: tuple[int | None, ...] = ()
    """Who holds each prime of the prime list (seat number, or ``None``), in list order."""
    number: TableNumber = field(default_factory=TableNumber)
    lock_note: str | None = None
    """While a locked answer is being typed: why nothing answers questions about numbers
    (shown by the checker and the tests)."""
    locked_tools: LockedTools | None = None
    """While locked, what the prime list's search, the sieve and the map say instead."""

    @property
    def locked(self) -> bool:
        return self.lock_note is not None


@dataclass(frozen=True, slots=True)
class LockedTools:
    """The notes the other reference tools show while the checker lock is on (RULES.md:
    no sieve, no map, no search of the prime list by number; the plain list scrolls)."""

    search: str
    sieve: str
    map: str


# ---------------------------------------------------------------- the division ladder answer


@dataclass(frozen=True, slots=True)
class AnswerWayView:
    """The turn panel's switch between typing the factorisation and climbing a ladder."""

    offered: bool = False
    """The switch shows: a person's turn in Practice (a ladder needs feedback at each step)."""
    ladder: bool = False
    """The ladder is the way to answer now."""
    locked: bool = False
    """The school chose the way (``game/answer_method`` locked): the switch is greyed out."""
    label: str = field(default_factory=lambda: translate("AnswerWayView", "Answer by ladder"))
    tip: str = ""


@dataclass(frozen=True, slots=True)
class Trial:
    """One prime tried on a ladder rung: does it divide the number on that rung?

    >>> Trial(3, False).text, Trial(10_007, True).text
    ('3 ✗', '10 007 ✓')
    """

    prime: int
    divides: bool

    @property
    def text(self) -> str:
        return f"{grouped(self.prime)} {'✓' if self.divides else '✗'}"


@dataclass(frozen=True, slots=True)
class LadderRow:
    """One row of a drawn division ladder (the factor checker's, and the ladder answer's).

    ``kind`` is ``"rung"`` (``dividend ÷ prime = quotient``), ``"gap"`` (a long
    run of one prime shortened: ``note`` says how many rungs it stands for) or
    ``"end"`` (the 1 at the foot).
    """

    kind: str
    dividend: int = 1
    prime: int = 0
    quotient: int = 1
    trials: tuple[Trial, ...] = ()
    """Primes tried on this rung, in order; the last one divides (except on a prime's own row)."""
    more_tried: bool = False
    """More primes were tried than ``trials`` lists (it shows the first and the divisor)."""
    limit_text: str = ""
    """``√45 ≈ 6.7``: the √n stopping rule for this rung."""
    test_up_to: int | None = None
    """The largest prime ≤ √dividend: the last one you would ever need to try here."""
    note: str = ""
    """The whole row in one sentence, for screen readers and the tooltip."""
    tail: str = ""
    """What the drawing writes after the trials: ``up to √45 ≈ 6.7``, or why the last is prime."""
    is_last: bool = False
    """The rung where the dividend is prime: no prime up to √dividend divides it."""
    repeats: int = 0
    """On a ``"gap"`` row: how many rungs of ``prime`` it stands for."""


@dataclass(frozen=True, slots=True)
class LadderView:
    """The division ladder the pupil is climbing (or has just finished), drawn like the
    reference panel's ladder, with what to do next."""

    number: int
    heading: str
    """``Division ladder for 9962``."""
    rows: tuple[LadderRow, ...]
    """The rungs climbed so far (and the rest, or the 1 at the foot), as the checker draws."""
    step: str
    """What to do now: ``Try a prime on 4981.``; ``What is 9962 ÷ 2?``."""
    tried: str = ""
    """The primes already ruled out for the rest, or empty."""
    primes: tuple[int, ...] = ()
    """The buttons of small primes to try."""
    ruled_out: tuple[int, ...] = ()
    """Those of ``primes`` already found not to divide the rest (marked ✗ on their buttons)."""
    quotient_label: str = ""
    """``9962 ÷ 2 =`` before the quotient box, while a quotient is asked for; else empty."""
    can_try: bool = False
    """A prime may be tried now (no quotient is awaited and the ladder is not finished)."""
    finished: bool = False
    """The ladder is at 1: the turn has been scored from it (no boxes are shown)."""
    spoken: str = ""
    """The whole ladder so far in words, for screen readers."""

    @property
    def waiting(self) -> bool:
        """A prime divides the rest and its quotient is asked for."""
        return bool(self.quotient_label)


@dataclass(frozen=True, slots=True)
class LadderStepped:
    """A step on the ladder was checked: its words, and which box the focus goes to next
    (``prime``, ``quotient``, ``declare`` or empty once the ladder is finished)."""

    feedback: FeedbackView
    focus: str
    spoken: str


# ---------------------------------------------------------------- real cards: the card picker


@dataclass(frozen=True, slots=True)
class PickerCard:
    """One button of the card picker: a card, and how many of it the packs still hold."""

    code: str
    """``KS``, ``10H``, ``JK``: what picking it sends."""
    label: str
    """``K♠``, ``10♥``, ``Joker``."""
    row: int
    """0-3: spades, hearts, diamonds, clubs; 4: the joker."""
    column: int
    """0-12: A, 2 … 10, J, Q, K."""
    left: int
    """Copies still in the packs, less the ones picked for this turn."""
    enabled: bool
    name: str
    """For screen readers and the tooltip: ``King of spades (KS): 1 left``."""
    picked_at: tuple[int, ...] = ()
    """Where in this turn's cards it was picked, from 1 (the face card): ``(2, 4)``."""

    @property
    def chosen(self) -> int:
        """How many of it are picked for this turn."""
        return len(self.picked_at)


@dataclass(frozen=True, slots=True)
class PickerView:
    """The card picker of a game with real cards: the player shows the app the face card and
    the digit cards they turned over, and confirms them."""

    active: bool = False
    """It is time to enter a turn's cards (between turns of a game going on)."""
    heading: str = ""
    instruction: str = ""
    cards: tuple[PickerCard, ...] = ()
    """Every card a pack holds (A-K of each suit, then the joker), row by row."""
    rows: tuple[str, ...] = ()
    """The label of each suit row, sign and name: ``♠ Spades`` (``♠ Pik``), the joker's
    row's empty."""
    short_rows: tuple[str, ...] = ()
    """The same where the names do not fit, sign and the letters typed: ``♠ S`` (``♣ KR``)."""
    row_names: tuple[str, ...] = ()
    """Each row's suit in words: ``Spades``."""
    codes_hint: str = ""
    """How to type a card's code, in the game's language's letters (under the codes box)."""
    codes_example: str = ""
    """``e.g. KS 3S AH 10S 5S`` (``z. B. KP 3P AH 10P 5P``): the empty codes box shows it."""
    text: str = ""
    """The card codes box, as typed or as the picked cards make it: ``KS 3S AH``."""
    preview: str = ""
    """``K♠ asks for 4 digits: 3♠ A♥ 10♠ 5♠ → 3105``."""
    preview_words: str = ""
    """The same for screen readers: ``King of spades, asks for 4 digits: Three of spades, …
    The number is 3105.``"""
    status: Line = field(default_factory=lambda: Line(""))
    """What to do next, or why the cards cannot be confirmed (tone ``bad``)."""
    can_confirm: bool = False
    can_remove: bool = False
    undo_question: str = ""
    """``Undo turn 7: Ben's K♠ 3♠ A♥ 10♠ 5♠ (3105, 15 points)?``; empty: nothing to undo."""
    undo_detail: str = ""
    end_question: str = ""
    """The question We're out of cards asks; empty when the game cannot end now."""
    end_detail: str = ""
    end_note: str = ""
    """Why the game cannot end now (when ``end_question`` is empty)."""


# ---------------------------------------------------------------- Learn to play

LEARN_TO_PLAY = QT_TRANSLATE_NOOP("Tutorial", "Learn to play")
"""The name of the guided game, wherever it is offered (New game…, Help, the first start)."""


@dataclass(frozen=True, slots=True)
class Callout:
    """What the UI shows for the current step of Learn to play: the bubble's text, what it
    points at, and which controls the pupil may use (the others are greyed out while it is
    shown). :func:`wildwest.present.tutorial.callout` makes them.

    >>> c = Callout("Press Draw.", "drawButton", "Step 2 of 28", None, True, False,
    ...             target_words="the Draw button")
    >>> print(c.spoken)
    Learn to play, step 2 of 28: Press Draw. Look at the Draw button.
    """

    text: str
    target: str
    progress: str
    """``Step 3 of 28``."""
    next_button: str | None
    """``Ne&xt`` (``F&inish`` on the last step), with its Alt key, or ``None`` when the step
    ends otherwise."""
    draw: bool
    answer: bool
    """The answer box, Check and Hint (never Give up in the tutorial)."""
    note: str = ""
    """What to do after a wrong answer, under an answer step's callout, else empty."""
    guide: bool = False
    """Sheriff Sam plays now (a guide step); otherwise computer players wait."""
    free: bool = False
    """Off the script: the game's own controls are all live (nothing is greyed out)."""
    target_words: str = ""
    """What the callout points at, in words (``the Draw button``), for screen readers."""
    title: str = field(default_factory=lambda: translate("Tutorial", LEARN_TO_PLAY))
    leave_button: str = field(default_factory=lambda: translate("Callout", "Leave"))
    leave_tip: str = field(
        default_factory=lambda: translate(
            "Callout", "Leave Learn to play (Esc): your game comes back as it was."
        )
    )

    @property
    def spoken(self) -> str:
        """The line a screen reader says when the callout comes up."""
        note = f" {self.note}" if self.note else ""
        look = (
            arg(translate("Callout", " Look at %1."), self.target_words)
            if self.target_words
            else ""
        )
        where = self.progress[:1].lower() + self.progress[1:]
        return f"{self.title}, {where}: {self.text}{note}{look}"


# ---------------------------------------------------------------- the whole window


@dataclass(frozen=True, slots=True)
class StatusView:
    """The status bar and the window title."""

    deal_text: str = ""
    deal_tip: str = ""
    mode_text: str = ""
    progress_text: str = ""
    title: str = field(default_factory=lambda: translate("StatusView", "Wild West"))
    """Without a file name (the session adds it and the unsaved mark)."""


@dataclass(frozen=True, slots=True)
class ViewState:
    """Everything every view shows, after one change to the game."""

    game: int = 0
    """Which game this is: a new or reopened game gets a new number."""
    new_game: bool = False
    """This view shows another game than the view pushed before it (a new or reopened game,
    or none any more): every view starts afresh (the models reset, the checker empties)."""
    has_game: bool = False
    over: bool = False
    players: tuple[str, ...] = ()
    controls: TurnControls = field(default_factory=no_game_controls)
    feedback: FeedbackView = field(default_factory=FeedbackView)
    """What the feedback area shows: ``said`` with the turn's ``hints`` under it."""
    said: FeedbackView = field(default_factory=FeedbackView)
    """The last thing the feedback area said (an answer checked, a ladder step, a turn
    scored), without the hints."""
    hints: HintsView = field(default_factory=HintsView)
    table: TableView = field(default_factory=TableView)
    scores: tuple[ScoreRow, ...] = ()
    log: tuple[LogRow, ...] = ()
    result: ResultView | None = None
    panel: PanelView = field(default_factory=PanelView)
    status: StatusView = field(default_factory=StatusView)
    seat_levels: tuple[str, ...] = ()
    """Per seat: empty for a person, else the computer player's level (``deputy``), for New
    game… to offer the same seats again."""
    answer_way: AnswerWayView = field(default_factory=AnswerWayView)
    """The switch between typing the answer and climbing a division ladder (Practice)."""
    ladder: LadderView | None = None
    """The division ladder being climbed (or just finished), else ``None``."""
    picker: PickerView | None = None
    """The card picker, in a game with real cards (``None`` in a game the app deals)."""
    tutorial: Callout | None = None
    """Learn to play: the callout on show (``None`` outside the guided game)."""

    @property
    def climbing(self) -> bool:
        """The person whose turn it is answers on the division ladder now."""
        return self.answer_way.ladder and self.ladder is not None and self.controls.answer


# ---------------------------------------------------------------- the new-game screen


@dataclass(frozen=True, slots=True)
class SetupView:
    """The new-game screen's live answer to what has been filled in so far."""

    problem: str = ""
    """Why the game can't start as it is (Start is greyed out), or empty."""
    turns_preview: str = ""
    default_packs: int = 1
    """The packs for this many players, if the teacher has not chosen."""
    name_hints: tuple[str, ...] = ()
    """Per seat, the name a blank name box stands for: ``Player 3``, or a computer player's
    Wild West name (none of them a name typed in another box)."""


# ---------------------------------------------------------------- events


@dataclass(frozen=True, slots=True)
class GameShown:
    """A new or reopened game is on the table."""

    spoken: str


@dataclass(frozen=True, slots=True)
class CardsDrawn:
    """Cards were just turned over: fly them in from the piles."""

    cards: DrawnCards
    spoken: str


@dataclass(frozen=True, slots=True)
class AnswerChecked:
    """A typed answer was read and is not right yet (Practice), or could not be read."""

    feedback: FeedbackView
    spoken: str


@dataclass(frozen=True, slots=True)
class HintShown:
    """A hint is on show: its level, its words, and what a screen reader says."""

    level: int
    text: str
    spoken: str


@dataclass(frozen=True, slots=True)
class TurnScored:
    """A turn was scored."""

    turn: int
    """Its number, from 1."""
    player: str
    breakdown: Breakdown
    seconds: float | None
    """From the draw to the score (``None`` when the turn was not timed, e.g. reopened)."""
    spoken: str


@dataclass(frozen=True, slots=True)
class GameEnded:
    """The game ended: the results, and what a screen reader says."""

    result: ResultView
    spoken: str


@dataclass(frozen=True, slots=True)
class ComputerWaiting:
    """A computer player's turn waits for Next (the pace is step by step)."""

    player: str
    spoken: str


@dataclass(frozen=True, slots=True)
class ComputerThinking:
    """A computer player has its number and is thinking about it."""

    player: str
    number: int
    spoken: str


@dataclass(frozen=True, slots=True)
class ComputerAnswered:
    """A computer player typed its answer (it is scored next)."""

    player: str
    text: str
    spoken: str


@dataclass(frozen=True, slots=True)
class TurnUndone:
    """A real-cards turn was taken back (Undo last turn)."""

    turn: int
    """Its number, from 1."""
    spoken: str


@dataclass(frozen=True, slots=True)
class ActionRefused:
    """Something the pupil asked for is not allowed now; ``message`` says why."""

    message: str
    spoken: str


ViewEvent = (
    GameShown
    | CardsDrawn
    | AnswerChecked
    | HintShown
    | TurnScored
    | GameEnded
    | TurnUndone
    | ActionRefused
    | ComputerWaiting
    | ComputerThinking
    | ComputerAnswered
    | LadderStepped
)
"""Every event a view may react to; each has ``spoken``, the line a screen reader says."""
