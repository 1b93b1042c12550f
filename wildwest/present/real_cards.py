"""The words and numbers of a game with real cards: the card picker, Undo, We're out of cards.

:func:`picker_view` turns the game and what has been picked (or typed) for the turn so
far (an :class:`Entry`) into the picker's :class:`~wildwest.present.view_state.PickerView`:
how many of each card the packs still hold, the preview of the number, and why the
cards cannot be confirmed yet, every card in the game's language's letters
(:mod:`wildwest.present.card_codes`: a German pupil sees and may type ``DH`` for the Queen
of hearts; the English codes work in every language).

>>> from wildwest.engine import new_game, real_cards_deal
>>> state = new_game(real_cards_deal(["Ann", "Ben"], packs=1), real_cards=True)
>>> view = picker_view(state, Entry("ks 3s ah 10s 5s"))
>>> view.preview, view.can_confirm
('K♠ asks for 4 digits: 3♠ A♥ 10♠ 5♠ → 3105', True)
>>> picker_view(state, Entry("KS 3S A")).status.text
'Pick 3 more digits, from left to right.'
>>> picker_view(state, Entry("3S KS")).status.text
'3♠ is a digit card: the first card is the face card (a Jack, Queen, King or joker).'
"""

from __future__ import annotations

from dataclasses import dataclass

from wildwest import engine
from wildwest.engine import Card, GameState, Phrase, TurnRecord
from wildwest.engine.cards import DIGIT_RANKS, FACE_RANKS, JOKER, SUIT_NAMES, SUIT_SYMBOLS, SUITS
from wildwest.engine.errors import quoted
from wildwest.present.card_codes import letters, say_cards
from wildwest.present.translate import PLURAL, QT_TRANSLATE_NOOP, arg, translate
from wildwest.present.view_state import FeedbackView, Line, PickerCard, PickerView
from wildwest.present.words import (
    card_symbol,
    face_card_words,
    join_words,
    number_words,
    say,
    say_error,
)

RANKS = DIGIT_RANKS + FACE_RANKS
"""The picker's columns: A, 2 … 10, J, Q, K."""
SUIT_WORDS = {
    "S": QT_TRANSLATE_NOOP("RealCards", "Spades"),
    "H": QT_TRANSLATE_NOOP("RealCards", "Hearts"),
    "D": QT_TRANSLATE_NOOP("RealCards", "Diamonds"),
    "C": QT_TRANSLATE_NOOP("RealCards", "Clubs"),
}


@dataclass(frozen=True, slots=True)
class Entry:
    """What has been picked or typed for the turn so far, as the card codes box shows it, and
    the message of a confirmation that was refused (until the entry changes)."""

    text: str = ""
    refusal: str = ""


def is_code_prefix(token: str) -> bool:
    """``K``, ``1``, ``10`` or ``J``: the start of a card code still being typed (in English
    or in the game's language's letters)."""
    return letters().is_prefix(token)


def _rank_letters() -> str:
    """``A 2-10 J Q K`` in the game's language's letters (``A 2-10 B D K``)."""
    shown = letters()
    return " ".join(shown.ranks[rank] for rank in ("A", *FACE_RANKS)).replace(" ", " 2-10 ", 1)


def _not_a_code(token: str) -> str:
    shown = letters()
    #: %1 what was typed, in quotes; %2 the ranks (A 2-10 J Q K, in the letters of
    #: CardCodes); %3 the suits' letters; %4 two codes for examples; %5 the joker's code
    return arg(
        translate(
            "RealCards",
            "%1 is not a card code: use a rank %2 and a suit %3 (like %4), or %5 for a joker.",
        ),
        quoted(token),
        _rank_letters(),
        " ".join(shown.suits[suit] for suit in SUITS),
        ", ".join(f'"{shown.code(engine.CARDS[code])}"' for code in ("KS", "10H")),
        f'"{JOKER}"',
    )


def read_cards(text: str) -> tuple[tuple[Card, ...], str]:
    """The cards a line of codes names, in English codes or the game's language's letters,
    and why it cannot be read (empty if it can), in the game's language: the code that is
    not a card is quoted as it was typed.

    >>> cards, problem = read_cards("KS 3s ah")
    >>> [card.code for card in cards], problem
    (['KS', '3S', 'AH'], '')
    >>> read_cards("KS 3S ZZ")[1]
    '"ZZ" is not a card code: use a rank A 2-10 J Q K and a suit S H D C (like "KS", "10H"), or "JK" for a joker.'
    """  # noqa: E501
    tokens = text.replace(",", " ").split()
    if len(text) > engine.MAX_ENTRY_LENGTH or len(tokens) > engine.MAX_TURN_CARDS:
        try:
            engine.parse_cards(text)  # it says what is too long
        except engine.CardError as error:
            return (), say_error(error) + "."
    shown = letters()
    cards: list[Card] = []
    for token in tokens:
        card = shown.card(token)
        if card is None:
            return (), _not_a_code(token)
        cards.append(card)
    return tuple(cards), ""


def read_entry(text: str) -> tuple[tuple[Card, ...], str]:
    """The cards in ``text`` and why it cannot be read (empty if it can). A last code still
    being typed (``KS 3S A``) is left out without complaint.

    >>> cards, problem = read_entry("KS 3s a")
    >>> [card.code for card in cards], problem
    (['KS', '3S'], '')
    """
    tokens = text.replace(",", " ").split()
    if tokens and not text[-1:].isspace() and is_code_prefix(tokens[-1]):
        text = " ".join(tokens[:-1])
    return read_cards(text)


def refusal(state: GameState, cards: tuple[Card, ...], *, partial: bool = False) -> str | None:
    """Why ``cards`` cannot be this turn's, in the game's language with its card letters;
    ``None`` if they can (see :func:`wildwest.engine.why_cards_refused`)."""
    if not cards:
        return None
    why = engine.why_cards_refused(state, engine.PlayCards(cards[0], cards[1:]), partial=partial)
    return None if why is None else say_cards(why)


def _digits_text(count: int) -> str:
    return translate("RealCards", "%n digit(s)", None, PLURAL, count)


def preview_text(cards: tuple[Card, ...]) -> str:
    """``K♠ asks for 4 digits: 3♠ A♥ 10♠ 5♠ → 3105``; ``K♠ asks for 4 digits: 3♠ …`` while
    digits are still to come."""
    if not cards:
        return ""
    face, digits = cards[0], cards[1:]
    if not face.is_face:
        return " ".join(card_symbol(card) for card in cards)
    asked = face.digits_asked or 0
    head = arg(translate("RealCards", "%1 asks for %2"), card_symbol(face), _digits_text(asked))
    if not digits:
        return head + "."
    shown = " ".join(card_symbol(card) for card in digits)
    if len(digits) < asked:
        return f"{head}: {shown} …"
    if len(digits) > asked or not all(card.is_digit for card in digits):
        return f"{head}: {shown}"
    number = "".join(str(card.digit) for card in digits)
    return f"{head}: {shown} → {number}"


def preview_words(cards: tuple[Card, ...]) -> str:
    """The preview for screen readers, in words: ``King of spades, asks for 4 digits: Three
    of spades, Ace of hearts.``, and ``The number is 3105.`` once every digit is there."""
    if not cards:
        return ""
    face, digits = cards[0], cards[1:]
    if not face.is_face:
        return ", ".join(say(card.name) for card in cards) + "."
    asked = face.digits_asked or 0
    head = face_card_words(face, asked)  # the table's words for it
    if not digits:
        return head + "."
    said = f"{head}: {', '.join(say(card.name) for card in digits)}."
    if len(digits) == asked and all(card.is_digit for card in digits):
        said += " " + number_words("".join(str(card.digit) for card in digits)) + "."
    return said


def _next_step(cards: tuple[Card, ...]) -> str:
    """What to pick next while the face card's digits are still to come."""
    if not cards:
        return translate(
            "RealCards", "Pick the face card you turned over: a Jack, Queen, King or joker."
        )
    missing = (cards[0].digits_asked or 0) - (len(cards) - 1)
    if len(cards) == 1:
        return arg(
            translate("RealCards", "Now pick the %1, from left to right."), _digits_text(missing)
        )
    return translate(
        "RealCards", "Pick %n more digit(s), from left to right.", None, PLURAL, missing
    )


def _status(state: GameState, cards: tuple[Card, ...], entry: Entry) -> tuple[Line, bool]:
    """The picker's status line and whether Confirm may be pressed."""
    if entry.refusal:
        return Line(entry.refusal, "bad"), False
    _, problem = read_entry(entry.text)
    if problem:
        return Line(problem, "bad"), False
    if not cards:
        return Line(_next_step(cards)), False
    face, digits = cards[0], cards[1:]
    partial = face.is_face and len(digits) < (face.digits_asked or 0)
    why = refusal(state, cards, partial=partial)
    if why is not None:
        return Line(why, "bad"), False
    if partial:
        return Line(_next_step(cards)), False
    return Line(translate("RealCards", "Check the cards, then press Confirm."), "good"), True


def _picker_cards(
    state: GameState, picked: tuple[Card, ...], active: bool
) -> tuple[PickerCard, ...]:
    left_now = engine.left_in_packs(state)
    rules = state.deal.rules
    out: list[PickerCard] = []
    rows: list[tuple[int, int, Card]] = [
        (row, column, engine.CARDS[rank + suit])
        for row, suit in enumerate(SUITS)
        for column, rank in enumerate(RANKS)
    ]
    rows.append((len(SUITS), 0, engine.CARDS[JOKER]))
    for row, column, card in rows:
        picked_at = tuple(i for i, one in enumerate(picked, start=1) if one == card)
        left = max(0, left_now[card] - len(picked_at))
        if card.is_face and not rules.face_cards.allows(card):
            note = arg(
                translate("RealCards", "not in this game (%1 only)"),
                say(rules.face_cards.description),
            )
        else:
            note = (
                arg(translate("RealCards", "%1 left"), left)
                if left
                else translate("RealCards", "none left")
            )
        if picked_at:
            #: a card's name on the card picker once picked: %1 where it was picked (the face
            #: card is 1: "2", "2 and 4"), %2 how many are left
            note = arg(
                translate("RealCards", "picked as card %1, %2"),
                join_words(str(i) for i in picked_at),
                note,
            )
        name = say(card.short_name)  # "Ace of hearts", not "(digit 1)"
        out.append(
            PickerCard(
                code=card.code,
                label=card_symbol(card),
                row=row,
                column=column,
                left=left,
                enabled=active and left > 0,
                name=f"{name} ({letters().code(card)}): {note}",
                picked_at=picked_at,
            )
        )
    return tuple(out)


def _suit_word(suit: str) -> str:
    return translate("RealCards", SUIT_WORDS[suit])


def codes_hint() -> str:
    """How to type a card in the game's language: its letters for the ranks and the suits,
    an example, and (where they differ) that the English codes work too.

    >>> codes_hint()
    'Type a rank (A 2-10 J Q K), then a suit: S spades, H hearts, D diamonds, C clubs (or ♠\xa0♥\xa0♦\xa0♣). QH is the Queen of hearts, JK a joker.'
    """  # noqa: E501
    shown = letters()
    #: one suit in the card codes hint: %1 the letters typed for it (CardCodes), %2 its name
    suits = [
        arg(translate("RealCards", "%1 %2"), shown.suits[suit], say(Phrase(SUIT_NAMES[suit])))
        for suit in SUITS
    ]
    queen = engine.CARDS["QH"]
    #: under the card codes box: %1 the ranks' letters, %2 each suit's letters and name,
    #: %3 the signs of the suits (they may be typed too), %4 a code and %5 its card, %6 the
    #: joker's code
    hint = arg(
        translate(
            "RealCards", "Type a rank (%1), then a suit: %2 (or %3). %4 is the %5, %6 a joker."
        ),
        _rank_letters(),
        ", ".join(suits),
        "\u00a0".join(SUIT_SYMBOLS[suit] for suit in SUITS),  # the signs kept on one line
        shown.code(queen),
        say(queen.short_name),
        JOKER,
    )
    if shown.local:
        #: after the card codes hint, in a language with its own card letters: %1 the
        #: English code of the same card as the example (QH)
        also = translate("RealCards", "English codes like %1 work too.")
        hint = f"{hint} {arg(also, queen.code)}"
    return hint


def _example() -> str:
    """``KS 3S AH 10S 5S``, the worked example's turn, in the game's language's letters."""
    return " ".join(letters().code(engine.CARDS[code]) for code in ("KS", "3S", "AH", "10S", "5S"))


def picker_view(state: GameState, entry: Entry) -> PickerView:
    """The card picker for ``state`` with ``entry`` picked or typed so far."""
    cards, _ = read_entry(entry.text)
    active = not state.is_over and state.phase is engine.Phase.DRAW
    name = state.players[state.current]
    status, can_confirm = _status(state, cards, entry)
    undo, undo_detail = undo_question(state)
    end, end_detail, end_note = end_question(state)
    return PickerView(
        active=active,
        heading=arg(translate("RealCards", "Which cards did %1 turn over?"), name),
        instruction=translate(
            "RealCards", "Click the face card, then the digits from left to right."
        ),
        cards=_picker_cards(state, cards, active),
        rows=(*(f"{SUIT_SYMBOLS[suit]} {_suit_word(suit)}" for suit in SUITS), ""),
        short_rows=(*(f"{SUIT_SYMBOLS[suit]} {letters().suits[suit]}" for suit in SUITS), ""),
        row_names=(*(_suit_word(suit) for suit in SUITS), translate("RealCards", "Joker")),
        codes_hint=codes_hint(),
        codes_example=arg(translate("RealCards", "e.g. %1"), _example()),
        text=entry.text,
        preview=preview_text(cards),
        preview_words=preview_words(cards),
        status=status if active else Line(""),
        can_confirm=active and can_confirm,
        can_remove=active and bool(entry.text.strip()),
        undo_question=undo,
        undo_detail=undo_detail,
        end_question=end,
        end_detail=end_detail,
        end_note=end_note,
    )


# ---------------------------------------------------------------- undo and the end


def cards_text(face: Card, digits: tuple[Card, ...]) -> str:
    """``K♠ 3♠ A♥ 10♠ 5♠`` (in the game's language's card letters)."""
    return " ".join(card_symbol(card) for card in (face, *digits))


def turn_text(state: GameState, index: int, turn: TurnRecord | None = None) -> str:
    """``turn 7: Ben's K♠ 3♠ A♥ 10♠ 5♠ (3105, 15 points)`` (the turn being answered when
    ``turn`` is None: ``(3105, not scored yet)``)."""
    if turn is not None:
        who, face, digits, points = turn.player, turn.face, turn.digits, turn.points
        score = translate("RealCards", "%n point(s)", None, PLURAL, points)
        number = "".join(str(card.digit) for card in digits)
    else:
        pending = state.pending
        assert pending is not None
        who, face, digits = pending.player, pending.face, pending.digits
        score = translate("RealCards", "not scored yet")
        number = "".join(str(card.digit) for card in digits)
    return arg(
        translate("RealCards", "turn %1: %2's %3 (%4, %5)"),
        index,
        state.players[who],
        cards_text(face, digits),
        number,
        score,
    )


def _last_turn(state: GameState) -> tuple[int, TurnRecord | None] | None:
    if state.pending is not None:
        return len(state.turns) + 1, None
    if state.turns:
        return len(state.turns), state.turns[-1]
    return None


def undo_question(state: GameState) -> tuple[str, str]:
    """The question Undo last turn asks, and what undoing does; empty if there is no turn."""
    last = _last_turn(state)
    if not state.real_cards or last is None:
        return "", ""
    index, turn = last
    who = state.players[turn.player if turn is not None else state.current]
    detail = arg(
        translate(
            "RealCards",
            "The cards go back in the packs, the scores go back to what they were before it, and "
            "%1 enters the cards again.",
        ),
        who,
    )
    return arg(translate("RealCards", "Undo %1?"), turn_text(state, index, turn)), detail


def undone_feedback(state: GameState, text: str) -> FeedbackView:
    """The feedback after a turn was undone (``state`` is the game after it; ``text`` the
    turn in words, from :func:`turn_text`)."""
    name = state.players[state.current]
    return FeedbackView(
        (
            Line(arg(translate("RealCards", "Undone: %1."), text)),
            Line(
                arg(
                    translate("RealCards", "%1, turn over your cards again and press Enter cards."),
                    name,
                )
            ),
        )
    )


def end_question(state: GameState) -> tuple[str, str, str]:
    """We're out of cards: the question, what it does, and why it cannot be done now."""
    problem = engine.why_illegal(state, engine.OutOfCards()) if state.real_cards else None
    if not state.real_cards or state.is_over:
        return "", "", ""
    if problem is not None:
        return "", "", say(problem)
    left = len(state.face_pile)
    if left:
        # fmt: off
        detail = translate("RealCards", "The game ends now and the scores so far are the results."
                           " (%n face card(s) (has|have) not been entered.)", None, PLURAL, left)
        # fmt: on
    else:
        detail = translate("RealCards", "The game ends now and the scores so far are the results.")
    return translate("RealCards", "We're out of cards: end the game now?"), detail, ""
