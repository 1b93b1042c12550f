"""What the new-game screen (or the command line) asks for, checked and turned into a deal.

>>> check_setup(GameSetup(names=("Ann", " ann "))).problem
'Players 1 and 2 are both called ann: give each a different name.'
>>> deal_for(GameSetup(names=("Ann", ""), deal_source="code", deal_code="4821"),
...          random_seed=0).players
('Ann', 'Player 2')

A seat may be a computer player (``seats``: a level per seat, ``""`` for a person); a blank
computer seat gets a Wild West name that nobody else has:

>>> setup = GameSetup(names=("Ann", "", "dusty dan"), seats=("", "deputy", "greenhorn"))
>>> player_names(setup.names, setup.seats)
('Ann', 'Calamity Cora', 'dusty dan')
>>> [seat.level for seat in setup_seats(setup)]
[None, <Level.DEPUTY: 'deputy'>, <Level.GREENHORN: 'greenhorn'>]

With real cards the deal lists no cards, and every seat is a person (the cards are turned
over on the desk):

>>> real = deal_for(GameSetup(names=("Ann", "Ben", "Cy"), real_cards=True), random_seed=0)
>>> real.packs, real.face_pile, real.seed
(2, (), None)
>>> check_setup(GameSetup(names=("Ann", ""), seats=("", "deputy"), real_cards=True)).problem
"Computer players can't turn over real cards: make every seat a person, or shuffle a deal."
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from wildwest import engine
from wildwest.engine.names import tidy_name
from wildwest.persistence.locks import LockedRules
from wildwest.present.presenter import turns_preview
from wildwest.present.translate import arg, translate
from wildwest.present.view_state import SetupView
from wildwest.present.words import default_name, say


@dataclass(frozen=True, slots=True)
class GameSetup:
    """A game to start: players, mode, packs, house rules and where the deal comes from."""

    names: tuple[str, ...] = ()
    mode: str = "auto"
    packs: int | None = None
    equal_turns: bool = True
    steal_costs_points: bool = False
    face_cards: str = "all"
    """House rule ``face_cards``: ``all``, ``no_kings`` or ``jacks_only``."""
    deal_source: str = "random"
    """``random`` (a fresh shuffle), ``code`` (``deal_code`` as typed, or ``--seed``),
    ``file`` (``deal_file`` is a path) or ``deal`` (``deal`` is a ready deal)."""
    deal_code: str = ""
    deal_file: str = ""
    deal: engine.Deal | None = None
    seats: tuple[str, ...] = ()
    """Who plays each seat: ``""`` a person, else a computer player's level (``deputy``);
    seats past the end are people."""
    real_cards: bool = False
    """The players turn over real cards and enter them (no shuffle, no deal code: the
    ``deal_source`` is not used)."""

    @classmethod
    def from_deal(cls, deal: engine.Deal, mode: str = "auto") -> GameSetup:
        """A game on a deal already made (a test, a script, a reopened deal)."""
        return cls(
            names=deal.players, mode=mode, deal_source="deal", deal=deal, seats=seat_levels(deal)
        )

    @property
    def brings_players(self) -> bool:
        """The deal (a file or a ready deal) names its own players and rules."""
        return self.deal_source in ("file", "deal") and not self.real_cards


def seat_levels(deal: engine.Deal) -> tuple[str, ...]:
    """A deal's seats as :attr:`GameSetup.seats` has them (``""`` for a person)."""
    return tuple(seat.level.value if seat.level is not None else "" for seat in deal.seats)


def _is_computer(seats: Sequence[str], index: int) -> bool:
    return index < len(seats) and bool(seats[index])


def player_names(names: Sequence[str], seats: Sequence[str] = ()) -> tuple[str, ...]:
    """The names as typed, tidied (``engine.tidy_name``: one plain space, no invisible
    characters); a blank one stands for its seat: ``Player 3`` for a person, a Wild West
    name for a computer player (one nobody else has)."""
    hints = name_hints(names, seats)
    return tuple(tidy_name(name) or hint for name, hint in zip(names, hints, strict=True))


def remembered_names(names: Sequence[str]) -> list[str]:
    """The names to offer next time (setting ``players/names``): as typed, tidied, a blank
    box kept blank (it stood for ``Player 3`` only in that game).

    >>> remembered_names([" Ann\u00a0Lee\u200b", ""])
    ['Ann Lee', '']
    """
    return [tidy_name(name) for name in names]


def name_hints(names: Sequence[str], seats: Sequence[str] = ()) -> tuple[str, ...]:
    """Per seat, the name its box stands for when left blank (see :func:`player_names`)."""
    hints = [default_name(i) for i in range(1, len(names) + 1)]
    blank = [i for i, name in enumerate(names) if not tidy_name(name) and _is_computer(seats, i)]
    taken = [name for name in names if tidy_name(name)]
    taken += [hint for i, hint in enumerate(hints) if not tidy_name(names[i]) and i not in blank]
    for i, name in zip(blank, engine.computer_names(len(blank), taken), strict=True):
        hints[i] = name
    return tuple(hints)


def setup_seats(setup: GameSetup) -> tuple[engine.Seat, ...]:
    """The seats ``setup`` asks for; ``WildWestError`` for a level that is not one."""
    return tuple(
        engine.Seat(engine.parse_level(setup.seats[i]))
        if _is_computer(setup.seats, i)
        else engine.PERSON
        for i in range(len(setup.names))
    )


def name_problem(names: Sequence[str], seats: Sequence[str] = ()) -> str | None:
    """Why these player names cannot start a game (two that look the same: the same but
    for capitals, spaces, invisible characters or how an accent was typed), or None.

    >>> print(name_problem(["Bo", "Cy", "Bo\u200b"])[:67])
    Players 1 and 3 have names that look the same ("Bo" and "Bo\\u200b")
    """
    seen: dict[str, int] = {}
    typed = list(names)
    for i, shown in enumerate(player_names(names, seats), start=1):
        key = engine.name_key(shown)
        if key in seen:
            first = seen[key]
            if typed[first - 1].strip().casefold() == typed[i - 1].strip().casefold():
                return arg(
                    translate(
                        "Setup", "Players %1 and %2 are both called %3: give each a different name."
                    ),
                    first,
                    i,
                    shown,
                )
            #: two names that differ only in spaces or invisible characters: %1 and %2 the
            #: players' places, %3 and %4 their names in quotes, the invisible ones spelt out
            text = translate(
                "Setup",
                "Players %1 and %2 have names that look the same (%3 and %4): give each a "
                "different name.",
            )
            return arg(
                text, first, i, engine.spelt_out(typed[first - 1]), engine.spelt_out(typed[i - 1])
            )
        seen[key] = i
    return None


def check_setup(setup: GameSetup, *, starting: bool = False) -> SetupView:
    """What the new-game screen shows for ``setup``: a problem, the turns preview, the packs.

    ``starting``: also check what only matters once Start is pressed (an empty deal code
    or deal file box).
    """
    count = max(2, len(setup.names))
    packs = engine.default_packs(count)
    if setup.brings_players:
        problem = ""
        if starting and setup.deal_source == "file" and not setup.deal_file.strip():
            problem = translate("Setup", "Choose a deal file first.")
        return SetupView(problem, translate("Setup", "The deal file decides the cards."), packs)
    problem = name_problem(setup.names, setup.seats) or ""
    code = setup.deal_source == "code" and not setup.real_cards
    if not problem and starting and code and not setup.deal_code.strip():
        problem = translate(
            "Setup", "Type the deal code your teacher gave you, or choose a new deal."
        )
    if not problem and setup.real_cards and any(setup.seats[: len(setup.names)]):
        problem = say(engine.REAL_CARDS_PEOPLE_ONLY)
    preview = turns_preview(count, setup.packs or packs, setup.equal_turns, setup.face_cards)
    if setup.real_cards:
        preview += translate("Setup", " Turn over real cards; the app keeps score.")
    return SetupView(problem, preview, packs, name_hints(setup.names, setup.seats))


def setup_rules(setup: GameSetup, locks: LockedRules | None = None) -> engine.Rules:
    """The house rules ``setup`` asks for, with what the school locked put in."""
    try:
        face_cards = engine.FaceCards(setup.face_cards)
    except ValueError:
        face_cards = engine.FaceCards.ALL
    rules = engine.Rules(setup.equal_turns, setup.steal_costs_points, face_cards)
    return locks.rules(rules) if locks is not None else rules


def deal_for(
    setup: GameSetup, *, random_seed: int, locks: LockedRules | None = None
) -> engine.Deal:
    """The deal ``setup`` asks for (``random_seed`` for a fresh shuffle), by the locked
    house rules where the school set them: locks win over every file.

    Raises ``WildWestError`` (a deal file or code that can't be used) with a message.
    """
    if setup.real_cards:
        if any(setup.seats[: len(setup.names)]):
            raise engine.DealError(engine.REAL_CARDS_PEOPLE_ONLY)
        names = player_names(setup.names)
        packs = setup.packs or engine.default_packs(len(names))
        return engine.real_cards_deal(names, packs=packs, rules=setup_rules(setup, locks))
    if setup.deal_source in ("deal", "file"):
        deal = (
            setup.deal
            if setup.deal_source == "deal" and setup.deal is not None
            else engine.load_deal_file(setup.deal_file)
        )
        if locks is None:
            return deal
        locked = locks.deal(deal)
        if locked is not deal:
            # The deal must still be a valid one under the locked rules (face cards).
            try:
                engine.parse_deal(locked.to_dict(), seed=locked.seed)
            except engine.DealError as error:
                raise engine.DealError(
                    f"This deal does not fit the house rules your school has set: {error}"
                ) from None
        return locked
    seed = engine.check_seed(setup.deal_code) if setup.deal_source == "code" else random_seed
    return engine.shuffled_deal(
        player_names(setup.names, setup.seats),
        seed=seed,
        packs=setup.packs,
        rules=setup_rules(setup, locks),
        seats=setup_seats(setup),
    )
