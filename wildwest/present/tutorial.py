"""Learn to play: a short scripted game with the real engine and the real table.

The pupil and a guide computer player, Sheriff Sam, play :func:`tutorial_deal` in
Practice mode. Callouts (:data:`STEPS`) point at the real controls and table items; the
pupil does each step (press Draw, type the answer) and gets the game's normal feedback.
A wrong answer is retried, Practice-style, with hints on offer; the step ends when the
turn is scored. The guide's answers are always right (:func:`guide_answer`).

The script, played with right answers (8 turns; every concept at its turn):

=====  =====  ====================  ======  ===========================================
turn   who    cards                 number  what it teaches (points)
=====  =====  ====================  ======  ===========================================
1      pupil  J♣ 2♦ A♥              21      face card, digits, factor, claim 3 and 7 (+2)
2      Sam    J♠ 3♥ 5♦              35      7 is held by the pupil: 0; 5 free (+1)
3      pupil  J♦ 10♠ 4♥             04 = 4  a Ten is 0, a leading zero; 2 once (+1)
4      Sam    Joker A♣ 3♠           13      a joker: 2 digits, no suit (+1)
5      pupil  Q♦ 2♠ 9♦ 10♦          290     2 suit matches ×3; only 29 is free (1 × 3)
6      Sam    Q♣ A♠ 8♣ 7♥           187     1 suit match ×2; 11 and 17 (2 × 2)
7      pupil  J♥ 6♥ 5♥              65      full suit match: steals 5 and 13 (2 × 3)
8      Sam    K♠ 4♠ 3♦ 7♠ 10♥       4370    19 and 23 free, ×3 (2 × 3): 12 all
=====  =====  ====================  ======  ===========================================

The tie on 12 goes to the largest prime: the pupil's 29 beats Sam's 23.

>>> from wildwest import engine
>>> state = engine.play_out(engine.new_game(engine.parse_deal(tutorial_deal("Ann"))))
>>> state.scores, state.result().tie_break.value, state.players[state.result().winners[0]]
((12, 12), 'largest_prime', 'Ann')

A runner says which step is current and when an event ends it, so the UI only lays the
callout out:

>>> STEPS[0].until.value, next_step(0, TutorialEvent.NEXT), next_step(1, TutorialEvent.NEXT)
('next', 1, 1)
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import StrEnum

from wildwest import engine
from wildwest.present.translate import QT_TRANSLATE_NOOP, arg, translate
from wildwest.present.view_state import LEARN_TO_PLAY, Callout, NextAction, TurnControls

GUIDE_NAME = "Sheriff Sam"
"""The guide: a computer player whose answers are always right."""
GUIDE_LEVEL = engine.Level.SHERIFF
"""The guide's seat: a Sheriff-level computer player (never wrong), so the table shows it
thinking and answering like any computer player."""
TITLE = LEARN_TO_PLAY
"""The name of the guided game, wherever it is offered (New game…, Help, the first start)."""
DEFAULT_PUPIL_NAME = QT_TRANSLATE_NOOP("Tutorial", "You")
MAX_PUPIL_NAME = engine.MAX_NAME_LENGTH
"""A longer name is cut to this many characters (24, as on the new-game screen)."""
PUPIL, GUIDE = 0, 1
"""The seats: the pupil plays first."""
MODE = engine.Mode.PRACTICE
"""The tutorial's mode: the pupil types each answer; a wrong one is explained and retried."""
MAX_CALLOUT = 110
"""The longest callout text, in characters; each is also at most :data:`MAX_SENTENCES`."""
MAX_SENTENCES = 2

TURNS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("JC", ("2D", "AH")),  # 1 pupil: 21 = 3 × 7
    ("JS", ("3H", "5D")),  # 2 guide: 35 = 5 × 7
    ("JD", ("10S", "4H")),  # 3 pupil: 04 = 2 × 2
    ("JK", ("AC", "3S")),  # 4 guide: 13
    ("QD", ("2S", "9D", "10D")),  # 5 pupil: 290 = 2 × 5 × 29
    ("QC", ("AS", "8C", "7H")),  # 6 guide: 187 = 11 × 17
    ("JH", ("6H", "5H")),  # 7 pupil: 65 = 5 × 13, a steal
    ("KS", ("4S", "3D", "7S", "10H")),  # 8 guide: 4370 = 2 × 5 × 19 × 23
)
"""Each turn's face card and digit cards, in order (card codes of RULES.md)."""


def pupil_name(name: object = "") -> str:
    """The pupil's name as the deal uses it: tidied as a deal tidies names (spaces, invisible
    characters), at most :data:`MAX_PUPIL_NAME` characters; ``You`` for a name a deal cannot
    have (blank once tidied, control characters) or the guide's own.

    >>> pupil_name("  Ann \\n Lee "), pupil_name(""), pupil_name("sheriff sam"), pupil_name(7)
    ('Ann Lee', 'You', 'You', 'You')
    >>> pupil_name("\\xad")  # a soft hyphen alone: nothing a deal would keep
    'You'
    """
    if not isinstance(name, str):
        return translate("Tutorial", DEFAULT_PUPIL_NAME)
    clean = engine.tidy_name(engine.tidy_name(name)[:MAX_PUPIL_NAME])
    if engine.why_not_a_name(clean) is not None or clean.casefold() == GUIDE_NAME.casefold():
        return translate("Tutorial", DEFAULT_PUPIL_NAME)
    return clean


def tutorial_deal(pupil: object = "") -> dict[str, object]:
    """The tutorial's deal in the deal-file form, for :func:`wildwest.engine.parse_deal`.

    >>> deal = engine.parse_deal(tutorial_deal())
    >>> deal.players, len(deal.face_pile), len(deal.digit_pile), deal.packs
    (('You', 'Sheriff Sam'), 8, 20, 1)
    >>> [seat.level for seat in deal.seats]
    [None, <Level.SHERIFF: 'sheriff'>]
    """
    return {
        "players": [
            pupil_name(pupil),
            {"name": GUIDE_NAME, "computer": GUIDE_LEVEL.value},
        ],
        "face_pile": [face for face, _ in TURNS],
        "digit_pile": [code for _, digits in TURNS for code in digits],
    }


def guide_answer(number: int) -> str:
    """What the guide types: the whole factorisation, smallest prime first (always right).

    >>> guide_answer(4370), guide_answer(13), guide_answer(0)
    ('2 × 5 × 19 × 23', '13', 'none')
    """
    factors = engine.prime_factors(number)
    return " × ".join(map(str, factors)) if factors else "none"


# ---------------------------------------------------------------- the steps


class Until(StrEnum):
    """What ends a step."""

    NEXT = "next"
    """The pupil presses Next."""
    DRAW = "draw"
    """The pupil presses Draw: their cards are down."""
    ANSWER = "answer"
    """The pupil's turn is scored. A wrong answer gets the normal feedback and is retried."""
    GUIDE = "guide"
    """The guide's turn is scored (the controller plays it while the step is shown)."""


class Concept(StrEnum):
    """What a step teaches (the tests check each happens at its step's turn)."""

    WELCOME = "welcome"
    DRAW = "draw"
    FACE_CARD = "face_card"
    DIGITS = "digits"
    LEADING_ZERO = "leading_zero"
    FACTOR = "factor"
    CLAIM = "claim"
    HELD = "held"
    JOKER = "joker"
    MULTIPLIER = "multiplier"
    STEAL = "steal"
    WINNER = "winner"
    TIE_BREAK = "tie_break"


TARGETS: dict[str, str] = {
    "drawButton": QT_TRANSLATE_NOOP("Tutorial", "the Draw button"),
    "factorInput": QT_TRANSLATE_NOOP("Tutorial", "the answer box"),
    "submitButton": QT_TRANSLATE_NOOP("Tutorial", "the Check button"),
    "scoreboardView": QT_TRANSLATE_NOOP(
        "Tutorial", "the scoreboard: each player's points and primes"
    ),
    "turnLog": QT_TRANSLATE_NOOP("Tutorial", "the turn log"),
    "gameOverView": QT_TRANSLATE_NOOP("Tutorial", "the game-over page"),
    "table:face_card": QT_TRANSLATE_NOOP("Tutorial", "the face card on the card table"),
    "table:digits": QT_TRANSLATE_NOOP("Tutorial", "the digit cards on the card table"),
    "table:number": QT_TRANSLATE_NOOP("Tutorial", "the number the digits make, on the card table"),
    "table:multiplier": QT_TRANSLATE_NOOP("Tutorial", "the multiplier star on the card table"),
    "table:steal": QT_TRANSLATE_NOOP("Tutorial", "the STEAL! banner on the card table"),
}
"""Every name a step may point at: an object name of the app's automation contract
(README "Developing"), or ``table:`` and an item of the card table."""


@dataclass(frozen=True, slots=True)
class TutorialStep:
    """One callout: what it says, what it points at, what ends it, and its turn (1-8;
    0 before the first draw, 9 once the game is over)."""

    id: str
    turn: int
    concept: Concept
    target: str
    until: Until
    text: str


_N, _D, _A, _G = Until.NEXT, Until.DRAW, Until.ANSWER, Until.GUIDE
_C = Concept

# fmt: off
STEPS: tuple[TutorialStep, ...] = tuple(TutorialStep(*row) for row in (
    ("welcome", 0, _C.WELCOME, "scoreboardView", _N,
     QT_TRANSLATE_NOOP(
         "Tutorial",
         "Howdy! You and Sheriff Sam take turns: find the primes in each number to score points."
     )),
    # Turn 1, the pupil: J♣ 2♦ A♥ → 21 = 3 × 7
    ("draw_1", 1, _C.DRAW, "drawButton", _D,
     QT_TRANSLATE_NOOP(
         "Tutorial",
         "Press Draw to turn over a face card and draw the digit cards."
     )),
    ("face_card", 1, _C.FACE_CARD, "table:face_card", _N,
     QT_TRANSLATE_NOOP(
         "Tutorial",
         "The face card says how many digits to draw. A Jack or a joker means 2, a Queen 3, "
         "a King 4.",
     )),
    ("digits", 1, _C.DIGITS, "table:number", _N,
     QT_TRANSLATE_NOOP(
         "Tutorial",
         "Read the digits from left to right to make the number: 2♦ A♥ is 21. An Ace is 1."
     )),
    ("factor_1", 1, _C.FACTOR, "factorInput", _A,
     QT_TRANSLATE_NOOP(
         "Tutorial",
         "Factor 21: type the primes that multiply to make it, with × or x between them. "
         "Then press Check.",
     )),
    ("claim_1", 1, _C.CLAIM, "scoreboardView", _N,
     QT_TRANSLATE_NOOP(
         "Tutorial",
         "Nobody held 3 or 7, so you claimed both: +1 point each. Your primes are listed here."
     )),
    # Turn 2, Sam: J♠ 3♥ 5♦ → 35 = 5 × 7
    ("guide_2", 2, _C.HELD, "scoreboardView", _G,
     QT_TRANSLATE_NOOP("Tutorial", "Now it is Sheriff Sam's turn. Watch!")),
    ("held_2", 2, _C.HELD, "turnLog", _N,
     QT_TRANSLATE_NOOP(
         "Tutorial",
         "Sam drew 35 = 5 × 7. You hold 7, so it scores 0 for Sam; 5 was free: +1."
     )),
    # Turn 3, the pupil: J♦ 10♠ 4♥ → 04 = 2 × 2
    ("draw_3", 3, _C.DRAW, "drawButton", _D,
     QT_TRANSLATE_NOOP("Tutorial", "Your turn again: press Draw.")),
    ("zero_3", 3, _C.LEADING_ZERO, "table:digits", _N,
     QT_TRANSLATE_NOOP("Tutorial", "A Ten is the digit 0. 10♠ 4♥ makes 04, which is just 4.")),
    ("factor_3", 3, _C.FACTOR, "factorInput", _A,
     QT_TRANSLATE_NOOP("Tutorial", "Now factor 4 and press Check.")),
    ("claim_3", 3, _C.CLAIM, "scoreboardView", _N,
     QT_TRANSLATE_NOOP(
         "Tutorial",
         "4 = 2 × 2, and you claimed 2: each prime scores once, however often it divides."
     )),
    # Turn 4, Sam: Joker A♣ 3♠ → 13
    ("guide_4", 4, _C.JOKER, "table:face_card", _G,
     QT_TRANSLATE_NOOP("Tutorial", "Sam's turn. Watch the face card.")),
    ("joker_4", 4, _C.JOKER, "table:face_card", _N,
     QT_TRANSLATE_NOOP(
         "Tutorial",
         "A joker asks for 2 digits, like a Jack, but it has no suit. Sam's 13 is free: +1."
     )),
    # Turn 5, the pupil: Q♦ 2♠ 9♦ 10♦ → 290 = 2 × 5 × 29, ×3
    ("draw_5", 5, _C.DRAW, "drawButton", _D,
     QT_TRANSLATE_NOOP("Tutorial", "Your turn: press Draw.")),
    ("matches_5", 5, _C.MULTIPLIER, "table:multiplier", _N,
     QT_TRANSLATE_NOOP(
         "Tutorial",
         "9♦ and 10♦ match the Queen's suit. 1 suit match is ×2, 2 are ×3, and so on up to ×5."
     )),
    ("factor_5", 5, _C.FACTOR, "factorInput", _A,
     QT_TRANSLATE_NOOP("Tutorial", "Factor 290 and press Check.")),
    ("score_5", 5, _C.HELD, "scoreboardView", _N,
     QT_TRANSLATE_NOOP(
         "Tutorial",
         "You hold 2 and Sam holds 5, so only 29 scores: 1 point × 3 = 3 points."
     )),
    # Turn 6, Sam: Q♣ A♠ 8♣ 7♥ → 187 = 11 × 17, ×2
    ("guide_6", 6, _C.MULTIPLIER, "table:multiplier", _G,
     QT_TRANSLATE_NOOP("Tutorial", "Sam's turn. Watch the multiplier.")),
    ("matches_6", 6, _C.MULTIPLIER, "table:multiplier", _N,
     QT_TRANSLATE_NOOP(
         "Tutorial",
         "187 = 11 × 17, both free, and 8♣ matches the Queen ♣: 2 points × 2 = 4."
     )),
    # Turn 7, the pupil: J♥ 6♥ 5♥ → 65 = 5 × 13, a steal
    ("draw_7", 7, _C.DRAW, "drawButton", _D,
     QT_TRANSLATE_NOOP("Tutorial", "Your turn: press Draw.")),
    ("steal_7", 7, _C.STEAL, "table:steal", _N,
     QT_TRANSLATE_NOOP(
         "Tutorial",
         "Every digit is a heart, like the Jack ♥: a full suit match! You steal its primes "
         "from whoever holds them.",
     )),
    ("factor_7", 7, _C.FACTOR, "factorInput", _A,
     QT_TRANSLATE_NOOP("Tutorial", "Factor 65 and press Check.")),
    ("stolen_7", 7, _C.STEAL, "scoreboardView", _N,
     QT_TRANSLATE_NOOP(
         "Tutorial",
         "You stole 5 and 13 from Sam: +1 each. With 2 suit matches that is 2 points × 3 = 6!"
     )),
    # Turn 8, Sam: K♠ 4♠ 3♦ 7♠ 10♥ → 4370 = 2 × 5 × 19 × 23, ×3
    ("guide_8", 8, _C.MULTIPLIER, "scoreboardView", _G,
     QT_TRANSLATE_NOOP("Tutorial", "Sam's last turn. Can Sam catch up?")),
    # The game is over: 12 points each, the pupil holds 29 and Sam 23
    ("catch_up_8", 9, _C.WINNER, "gameOverView", _N,
     QT_TRANSLATE_NOOP(
         "Tutorial",
         "Sam's 4370 = 2 × 5 × 19 × 23: 19 and 23 were free, 2 points × 3 = 6. It is 12 each!"
     )),
    ("tie_break", 9, _C.TIE_BREAK, "gameOverView", _N,
     QT_TRANSLATE_NOOP(
         "Tutorial",
         "A tie goes to the player with the largest prime. Your 29 beats Sam's 23: you win!"
     )),
    ("goodbye", 9, _C.WINNER, "gameOverView", _N,
     QT_TRANSLATE_NOOP(
         "Tutorial",
         "That's the game. Start a new game whenever you're ready, partner!"
     )),
))
# fmt: on
"""The callouts in order."""

RETRY_TEXT = QT_TRANSLATE_NOOP(
    "Tutorial", "Not quite: read what it says, then try again. Hint can help."
)
"""Shown under an answer step's callout after a wrong answer (the answer is never shown)."""


# ---------------------------------------------------------------- the runner


class TutorialEvent(StrEnum):
    """What happened, as the runner hears it (:func:`event_of` turns engine events into these)."""

    NEXT = "next"
    PUPIL_DREW = "pupil_drew"
    GUIDE_DREW = "guide_drew"
    ANSWER_REJECTED = "answer_rejected"
    PUPIL_SCORED = "pupil_scored"
    GUIDE_SCORED = "guide_scored"


_ENDS: dict[Until, TutorialEvent] = {
    Until.NEXT: TutorialEvent.NEXT,
    Until.DRAW: TutorialEvent.PUPIL_DREW,
    Until.ANSWER: TutorialEvent.PUPIL_SCORED,
    Until.GUIDE: TutorialEvent.GUIDE_SCORED,
}


def event_of(event: engine.Event) -> TutorialEvent | None:
    """The runner's event for an engine event (``None`` for those no step waits on).

    >>> event_of(engine.AnswerUnreadable("?")) is None
    True
    """
    if isinstance(event, engine.TurnStarted):
        guide = event.pending.player == GUIDE
        return TutorialEvent.GUIDE_DREW if guide else TutorialEvent.PUPIL_DREW
    if isinstance(event, engine.TurnScored):
        guide = event.turn.player == GUIDE
        return TutorialEvent.GUIDE_SCORED if guide else TutorialEvent.PUPIL_SCORED
    if isinstance(event, engine.AnswerRejected):
        return TutorialEvent.ANSWER_REJECTED
    return None


def current_step(index: int) -> TutorialStep | None:
    """The step at ``index``, or ``None`` once the tutorial is done (or for a bad index)."""
    return STEPS[index] if 0 <= index < len(STEPS) else None


def next_step(index: int, event: TutorialEvent | None) -> int:
    """The step after ``event``: the next one if the event ends step ``index``, else the same.

    >>> next_step(1, TutorialEvent.NEXT), next_step(1, TutorialEvent.PUPIL_DREW)
    (1, 2)
    >>> next_step(4, TutorialEvent.ANSWER_REJECTED)  # a wrong answer is retried
    4
    """
    step = current_step(index)
    if step is None or event is None or _ENDS[step.until] is not event:
        return index
    return index + 1


def is_done(index: int) -> bool:
    """True once the last step has ended."""
    return index >= len(STEPS)


def guide_action(state: engine.GameState, index: int) -> engine.Action | None:
    """What the controller plays for the guide now: while a guide step is shown and it is the
    guide's turn, ``Draw`` and then ``Submit`` of the right answer; otherwise ``None``.

    >>> state = engine.new_game(engine.parse_deal(tutorial_deal()), engine.Mode.PRACTICE)
    >>> guide_action(state, 6) is None  # step 6 waits for Sam, but it is the pupil's turn
    True
    """
    step = current_step(index)
    if step is None or step.until is not Until.GUIDE or state.is_over:
        return None
    if state.current != GUIDE:
        return None
    if state.phase is engine.Phase.DRAW:
        return engine.Draw()
    assert state.pending is not None
    return engine.Submit(guide_answer(state.pending.number))


def on_script(state: engine.GameState) -> bool:
    """True while the game has gone as the script says (each scored turn claimed, stole and
    scored what a right answer does). A pupil who gave up has left the script: the UI
    then ends the tutorial and lets the game go on as an ordinary game.
    """
    deal = engine.parse_deal(tutorial_deal(state.players[PUPIL]))
    expected = _right_turns(deal)
    if len(state.turns) > len(expected):
        return False
    return all(
        (turn.claimed, turn.stolen, turn.points) == (want.claimed, want.stolen, want.points)
        for turn, want in zip(state.turns, expected, strict=False)
    )


def _right_turns(deal: engine.Deal) -> tuple[engine.TurnRecord, ...]:
    return engine.play_out(engine.new_game(deal)).turns


def target_words(target: str) -> str:
    """What a callout points at, in words, for screen readers (empty for an unknown target).

    >>> target_words("drawButton"), target_words("nowhere")
    ('the Draw button', '')
    """
    return translate("Tutorial", TARGETS[target]) if target in TARGETS else ""


OFFER_QUESTION = QT_TRANSLATE_NOOP(
    "Tutorial", "New to Wild West? Learn to play in a short game with Sheriff Sam."
)
"""The first start's offer (once; Learn to play is always in Help and on New game…)."""
OFFER_DETAIL = QT_TRANSLATE_NOOP(
    "Tutorial",
    "Sam shows you each rule as you play it, in 8 turns. You can leave at any time. "
    "Learn to play is always in the Help menu and on the New game screen.",
)
OFFER_YES, OFFER_NO = (
    QT_TRANSLATE_NOOP("Tutorial", "&Learn to play"),
    QT_TRANSLATE_NOOP("Tutorial", "&Not now"),
)

OFF_SCRIPT_TEXT = QT_TRANSLATE_NOOP(
    "Tutorial", "This game has gone its own way: play on as you like, or press Leave."
)
"""The callout once the pupil left the script (gave up, or took the last hint)."""


def off_script_callout() -> Callout:
    """The callout once the game left the script: no step, every control live.

    >>> c = off_script_callout()
    >>> c.free, c.next_button, c.progress
    (True, None, 'Off the script')
    """
    return Callout(
        text=translate("Tutorial", OFF_SCRIPT_TEXT),
        target="scoreboardView",
        target_words=target_words("scoreboardView"),
        progress=translate("Tutorial", "Off the script"),
        next_button=None,
        draw=True,
        answer=True,
        guide=True,
        free=True,
    )


def coached_controls(controls: TurnControls, shown: Callout) -> TurnControls:
    """The turn panel while ``shown`` is up: only what the step asks for is live (Give up is
    never offered while on the script), and a computer player's Next waits for Sam's step.

    >>> live = TurnControls("Turn 1", "Factor 21", False, True, True, True,
    ...                     next_action=NextAction.NEXT_TURN)
    >>> c = coached_controls(live, callout(2))  # "The face card says…": read, then Next
    >>> c.answer, c.hint, c.give_up, c.next_label
    (False, False, False, '')
    >>> coached_controls(live, callout(4)).answer  # "Factor 21"
    True
    >>> coached_controls(replace(live, next_action=NextAction.SKIP_AHEAD), callout(6)).next_label
    ''
    >>> coached_controls(live, callout(6)).next_label
    '&Next turn'

    """
    # Esc leaves the tutorial, so "Skip ahead (Esc)" is not offered; "Next turn" (the step by
    # step pace) is, while Sam plays.
    sam_next = shown.guide and controls.next_action.waits
    next_action = controls.next_action if sam_next else NextAction.NONE
    if shown.free:
        return replace(controls, next_action=next_action)
    return replace(
        controls,
        draw=controls.draw and shown.draw,
        answer=controls.answer and shown.answer,
        hint=controls.hint and shown.answer,
        give_up=False,
        next_action=next_action,
    )


def refusal(shown: Callout, action: engine.Action) -> str | None:
    """Why the pupil may not do ``action`` while ``shown`` is up, or ``None``.

    >>> refusal(callout(0), engine.Draw())
    'First read what Sheriff Sam says, then press Next.'
    >>> refusal(callout(1), engine.Draw()) is None, refusal(callout(4), engine.GiveUp())
    (True, 'No giving up while you learn: press Hint for help.')
    """
    if shown.free:
        return None
    if isinstance(action, engine.GiveUp):
        return translate("Tutorial", "No giving up while you learn: press Hint for help.")
    allowed = shown.draw if isinstance(action, engine.Draw) else shown.answer
    if allowed:
        return None
    if shown.guide:
        return arg(translate("Tutorial", "Watch %1 play this turn."), GUIDE_NAME)
    return arg(translate("Tutorial", "First read what %1 says, then press Next."), GUIDE_NAME)


def callout(index: int, rejected: int = 0) -> Callout | None:
    """The callout of step ``index`` after ``rejected`` wrong answers on it (``None`` when done).

    >>> c = callout(4, rejected=1)
    >>> c.target, c.progress, c.answer, c.next_button
    ('factorInput', 'Step 5 of 28', True, None)
    >>> c.note == RETRY_TEXT, callout(4).note, callout(len(STEPS) - 1).next_button
    (True, '', 'F&inish')
    >>> print(callout(8).spoken)
    Learn to play, step 9 of 28: Your turn again: press Draw. Look at the Draw button.
    """
    step = current_step(index)
    if step is None:
        return None
    note = translate("Tutorial", RETRY_TEXT) if step.until is Until.ANSWER and rejected > 0 else ""
    if step.until is Until.NEXT:
        # The translation's own & is the Alt key, one that no other control or menu on
        # Learn to play's screens has (in English Alt+N is New game… on the results page,
        # Alt+F the File menu); tests/ui/test_mnemonics.py checks every language.
        if index == len(STEPS) - 1:
            #: Learn to play's last button: the & marks its Alt key, which no other button,
            #: box or menu on the results page may have (a test checks)
            label: str | None = translate("Tutorial", "F&inish")
        else:
            #: Learn to play's Next: the & marks its Alt key, which no other button, box or
            #: menu on the table or the results page may have (a test checks)
            label = translate("Tutorial", "Ne&xt")
    else:
        label = None
    return Callout(
        text=translate("Tutorial", step.text),
        target=step.target,
        target_words=target_words(step.target),
        progress=arg(translate("Tutorial", "Step %1 of %2"), index + 1, len(STEPS)),
        next_button=label,
        draw=step.until is Until.DRAW,
        answer=step.until is Until.ANSWER,
        note=note,
        guide=step.until is Until.GUIDE,
    )


def longest_callout() -> int:
    """The length of the longest step text (at most :data:`MAX_CALLOUT`).

    >>> longest_callout() <= MAX_CALLOUT
    True
    """
    return max(len(step.text) for step in STEPS)


def sentences(text: str) -> int:
    """How many sentences ``text`` has (ends of ``.``, ``!`` or ``?``).

    >>> sentences("Howdy! Press Draw."), sentences("×2, ×3 … up to ×5.")
    (2, 1)
    """
    return sum(1 for i, ch in enumerate(text) if ch in ".!?" and text[i + 1 : i + 2] in ("", " "))


__all__ = [
    "DEFAULT_PUPIL_NAME",
    "GUIDE",
    "GUIDE_LEVEL",
    "GUIDE_NAME",
    "MAX_CALLOUT",
    "MAX_PUPIL_NAME",
    "MAX_SENTENCES",
    "MODE",
    "OFFER_DETAIL",
    "OFFER_NO",
    "OFFER_QUESTION",
    "OFFER_YES",
    "OFF_SCRIPT_TEXT",
    "PUPIL",
    "RETRY_TEXT",
    "STEPS",
    "TARGETS",
    "TITLE",
    "TURNS",
    "Callout",
    "Concept",
    "TutorialEvent",
    "TutorialStep",
    "Until",
    "callout",
    "coached_controls",
    "current_step",
    "event_of",
    "guide_action",
    "guide_answer",
    "is_done",
    "longest_callout",
    "next_step",
    "off_script_callout",
    "on_script",
    "pupil_name",
    "refusal",
    "sentences",
    "target_words",
    "tutorial_deal",
]
