"""The school's locked mode and house rules, applied to every game started or opened."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication

from wildwest.engine import Deal, FaceCards, Mode, Rules
from wildwest.engine.phrases import Phrase, fill

from .savefile import SavedGame, SaveFileError


@dataclass(frozen=True, slots=True)
class LockedGame:
    """A saved game as it may be played here: see :meth:`LockedRules.saved_game`."""

    saved: SavedGame
    """The game to restore: the file's, with the locked rules (and mode) put in."""
    note: str | None = None
    """One line for the status bar when the locks changed something, else ``None``."""
    restarted: bool = False
    """True when the game starts again from its first turn: its moves do not fit the locked
    mode or rules. The file keeps the game as it was, so do not treat the restarted game as
    that file's (Save must ask for a name) and give it a new records id."""
    refused: str | None = None
    """Why the game cannot be played here at all (its cards do not fit the locked face
    cards), or ``None``. Then :attr:`saved` is not to be played."""


@dataclass(frozen=True, slots=True)
class LockedRules:
    """The mode and house rules the school locked; ``None`` where a setting is not locked.

    Locks win over everything: the new-game screen, ``--mode``, a deal file's
    rules and a saved game's mode and rules.
    """

    mode: Mode | None = None
    equal_turns: bool | None = None
    steal_costs_points: bool | None = None
    face_cards: str | None = None
    """``all``, ``no_kings`` or ``jacks_only`` (for the engine's face-card rule)."""

    @property
    def any(self) -> bool:
        """True if anything about a game is locked."""
        return any(v is not None for v in dataclasses.astuple(self))

    def game_mode(self, wanted: Mode | str) -> Mode:
        """The mode to play: the locked one, else ``wanted``."""
        return self.mode if self.mode is not None else Mode(wanted)

    def rules(self, rules: Rules) -> Rules:
        """``rules`` with every locked house rule put in."""
        changes: dict[str, Any] = {}
        if self.equal_turns is not None:
            changes["equal_turns"] = self.equal_turns
        if self.steal_costs_points is not None:
            changes["steal_costs_points"] = self.steal_costs_points
        if self.face_cards is not None:
            changes["face_cards"] = FaceCards(self.face_cards)
        return dataclasses.replace(rules, **changes) if changes else rules

    def deal(self, deal: Deal) -> Deal:
        """A deal (from a deal file, say) with its house rules overridden by the locks."""
        rules = self.rules(deal.rules)
        return deal if rules == deal.rules else dataclasses.replace(deal, rules=rules)

    def saved_game(self, saved: SavedGame) -> LockedGame:
        """A saved game (``--open``, Open…, Open Recent, the recovery file) as it may be
        played here.

        * A finished game, or one that already follows the locks, is unchanged.
        * A game with no moves yet simply takes the locked mode and rules.
        * A game whose house rules differ is replayed with the locked rules; if its
          moves still fit, it carries on (the turns scored by the locked rules).
        * A game in another mode, or whose moves do not fit the locked rules,
          starts again from its first turn in the locked mode, with the same deal
          (the moves of one mode cannot be played in another).
        """
        mode = self.game_mode(saved.mode)
        deal = self.deal(saved.deal)
        if mode is saved.mode and deal == saved.deal:
            return LockedGame(saved)
        try:
            if saved.to_state().is_over:
                return LockedGame(saved)  # nothing left to play: shown as it was played
        except SaveFileError:
            pass
        refused = self._unplayable_cards(saved.deal, deal)
        if refused is not None:
            return LockedGame(saved, refused=refused)
        changed = dataclasses.replace(saved, deal=deal, mode=mode)
        rules_note = QCoreApplication.translate(
            "LockedRules", "The house rules the school has set on this computer apply to this game."
        )
        if not saved.actions:  # nothing played yet: nothing to start again
            if mode is saved.mode:
                return LockedGame(changed, rules_note)
            return LockedGame(
                changed,
                fill(
                    QCoreApplication.translate(
                        "LockedRules",
                        "This game is played in %1, as the school has set this computer.",
                    ),
                    (_mode_name(mode),),
                ),
            )
        if mode is saved.mode:
            try:
                changed.to_state()
            except SaveFileError:
                pass
            else:
                return LockedGame(changed, rules_note)
        restarted = dataclasses.replace(changed, actions=(), game_id=None)
        if mode is saved.mode:
            why = QCoreApplication.translate(
                "LockedRules",
                "its moves do not fit the house rules the school has set on this computer",
            )
        else:
            why = fill(
                QCoreApplication.translate(
                    "LockedRules", "it was played in %1 and the school has set this computer to %2"
                ),
                (_mode_name(saved.mode), _mode_name(mode)),
            )
        note = fill(
            QCoreApplication.translate(
                "LockedRules",
                "This game starts again from the first turn, because %1. The file is unchanged.",
            ),
            (why,),
        )
        return LockedGame(restarted, note, restarted=True)

    @staticmethod
    def _unplayable_cards(dealt: Deal, locked: Deal) -> str | None:
        """Why a dealt game cannot be played under the locked face cards (its face pile holds
        cards they leave out), or ``None``.

        Such a game is refused, not played on: the deal (and its deal code) is the game,
        and taking cards out of it would make a game no other pupil with that code plays,
        whose file would not open again. (A game with real cards has no piles: a face card
        the lock leaves out fails its replay, and it starts again, see :meth:`saved_game`.)
        """
        wanted = locked.rules.face_cards
        if all(wanted.allows(card) for card in dealt.face_pile):
            return None
        return fill(
            QCoreApplication.translate(
                "LockedRules",
                "it is dealt with %1, but the school has set this computer to play with %2 only",
            ),
            (_say(dealt.rules.face_cards.description), _say(wanted.description)),
        )


def _say(text: str) -> str:
    """An engine phrase without values (a face-card rule's words) in the app's language."""
    if isinstance(text, Phrase) and not text.values:
        return QCoreApplication.translate(text.context, text.template)
    return text


def _mode_name(mode: Mode) -> str:
    return mode.value.capitalize()
