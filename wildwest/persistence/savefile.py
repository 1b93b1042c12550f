"""Saved games (``.wwgame`` files) and the recovery file.

A save file is JSON text (UTF-8) holding the deal, the mode and every action
taken since the game started; loading replays the actions through the engine,
so the file never stores state the engine could disagree with. The other keys
(``turns``, ``standings``) are written for people reading the file and are
ignored on loading. Schema version 4, the one written now::

    {
      "format": "wildwest-game",
      "schema_version": 4,
      "app_version": "0.1.0",
      "deal": {"players": ["Ann", {"name": "Dusty Dan", "computer": "deputy"}],
               "face_pile": ["JK", "KS"], ...},
      "deal_code": null,
      "mode": "practice",
      "actions": [
        {"type": "draw"},
        {"type": "submit", "text": "3 x 11"},
        {"type": "hint"},
        {"type": "give_up"}
      ],
      "turns": [
        {"turn": 1, "player": "Ann", "face": "JK", "digits": ["3D", "3C"], "number": 33,
         "factors": "3 × 11", "claimed": [3, 11], "stolen": [], "points": 2}
      ],
      "standings": [{"player": "Ann", "points": 2, "primes": [3, 11]}, ...]
    }

``deal`` is the deal-file form (RULES.md "The deal file"); ``deal_code`` is the
seed the deal was shuffled from, or ``null`` for a hand-made deal. Each seat is a
person (a name) or a computer player (``{"name": …, "computer": LEVEL}``, the level
``greenhorn``, ``deputy`` or ``sheriff``). A computer seat's answers are ``submit``
actions like a person's, so the file shows what it typed; loading accepts only the
answer that computer player gives in that turn (its answers are decided from the deal
code, the seat and the turn), and refuses the file otherwise, like any move that does
not fit the game.

A game played with real cards (RULES.md "Real cards") says ``"real_cards": true``
(after ``mode``; left out, the app dealt the cards). Its deal lists no cards, only the
players (people only), the packs and the house rules, and each turn's cards are a move:
``{"type": "play_cards", "face": "KS", "digits": ["3S", "AH", "10S", "5S"]}`` (at most
four digits; whether the cards fit the packs is the engine's to say when the moves are
replayed, as for every move). ``{"type": "out_of_cards"}`` is the players ending the
game. A turn taken back with Undo last turn leaves no move: the file holds the game
without it.

``records_game_id`` (optional, after ``mode``) is the learning records' id of
the game, a string of 1 to 64 letters, digits, ``_`` or ``-``, so a game carried
on later adds to the same game in the records. It came in without a schema
version bump: readers of version 1 ignore keys they do not know, files without
it load as before (``SavedGame.game_id`` is ``None``), and a value that is not
such an id is ignored with a line in the log.

``saved_as`` (optional, recovery files only) says which save file the game in
progress belongs to: ``{"path": "/…/class 4.wwgame", "actions": 12}``, the file
and how many of the moves it holds, so a game resumed after a crash still knows
its file name and what is not saved yet. It came in the same way as
``records_game_id``; a value that does not fit is ignored with a line in the log.

Schema version 0 is the layout of the first development builds, before the
file had a ``schema_version`` key (a file with ``"schema_version": 0`` is read
the same way). It differs from version 1 in two places: the deal code was
called ``seed``, and each action was a string: ``"draw"``, ``"give_up"``,
``"hint"`` or ``"submit:"`` followed by the text typed (``"submit:3 x 11"``).
It had no ``turns`` or ``standings``. Version 1 is laid out like version 2, but
there the third hint of a turn showed the answer and ended the turn; since version
2 no hint ends a turn, so a ``give_up`` follows such a hint. A ``hint`` never holds
the text the player had typed: it only shaped the hint's words, not the game.
Version 2 is laid out like version 3, but every player is a name: every seat is a
person. Version 3 is laid out like version 4, but the app always dealt the cards: no
``real_cards``, ``play_cards`` or ``out_of_cards``. :data:`MIGRATIONS` turns a
version-N document into version N+1; to add version 5, write ``_v4_to_v5``, add it to
the table and raise :data:`SCHEMA_VERSION`.

Loading never writes to the file, never raises anything but
:class:`SaveFileError`, refuses files bigger than :data:`MAX_SAVE_BYTES`, and
refuses a folder, a pipe or a device without waiting on it. Saving is atomic
(``QSaveFile``): the old file stays whole until the new one is completely on
disk; it refuses to replace anything that is not a regular file (a symbolic
link to one is followed: the link stays, the file it points to is replaced) and
a name longer than 255 bytes, with a :class:`SaveFileError`. Never pickle.
"""

from __future__ import annotations

import json
import logging
import os
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication

from wildwest import __version__
from wildwest.engine import (
    Action,
    Deal,
    DealError,
    Draw,
    GameState,
    GiveUp,
    Mode,
    OutOfCards,
    PlayCards,
    Submit,
    TakeHint,
    WildWestError,
    apply,
    check_seed,
    index_form,
    new_game,
    parse_card,
    parse_deal,
)
from wildwest.engine.errors import CardError, quoted
from wildwest.engine.phrases import fill

from .files import (
    NotAFileError,
    atomic_write,
    display_name,
    move_aside,
    read_regular,
    target_problem,
)

__all__ = [
    "FORMAT",
    "MAX_SAVE_BYTES",
    "SCHEMA_VERSION",
    "SUFFIX",
    "RecoveryFile",
    "SaveFileError",
    "SavedGame",
    "atomic_write",
    "display_name",
    "load_game",
    "save_game",
]

log = logging.getLogger(__name__)

FORMAT = "wildwest-game"
SCHEMA_VERSION = 4
SUFFIX = ".wwgame"
MAX_SAVE_BYTES = 5_000_000
"""Nothing Wild West writes comes near this (a finished 14-player game is ~100 KB)."""
MAX_ACTIONS = 50_000
"""The most moves a save file may hold: more than any game can have, so whatever is saved
opens (the largest deal has 1 400 turns, each at most a draw, 20 answers, 3 hints and
Give up, then We're out of cards: 35 001 moves; ``tests/persistence/test_savefile.py``
checks it against the engine's limits)."""

_PLAIN_ACTIONS: dict[str, Callable[[], Action]] = {
    "draw": Draw,
    "give_up": GiveUp,
    "hint": TakeHint,
    "out_of_cards": OutOfCards,
}
"""The actions that carry nothing but their type (``submit`` also has ``text``, and
``play_cards`` has ``face`` and ``digits``)."""
_ACTION_TYPES: dict[type, str] = {
    Draw: "draw",
    GiveUp: "give_up",
    TakeHint: "hint",
    OutOfCards: "out_of_cards",
}
"""Each plain action's ``type``."""
_ACTION_KEYS: dict[str, set[str]] = {
    "submit": {"type", "text"},
    "play_cards": {"type", "face", "digits"},
}
"""The keys of the actions that carry more than their type."""
MAX_PLAYED_DIGITS = 4
"""A ``play_cards`` move lists at most this many digits (a King's)."""


class SaveFileError(WildWestError):
    """A game that cannot be saved or loaded; the one-line message names the file and why."""


class _Damaged(Exception):
    """Inside loading: the document is not a valid game; the text says what is wrong."""


# ---------------------------------------------------------------- the saved game


@dataclass(frozen=True, slots=True)
class SavedAs:
    """The save file a game in progress belongs to, and how many of its moves that file holds."""

    path: str
    actions: int


@dataclass(frozen=True, slots=True)
class SavedGame:
    """A whole game as the save file keeps it: the deal, the mode and the actions taken.

    ``game_id`` is the learning records' id of the game (see
    :func:`~wildwest.persistence.records.new_game_id`), so a game carried on
    from a file or the recovery file adds to the same game in the records;
    ``None`` for files written before it was kept.
    """

    deal: Deal
    mode: Mode
    actions: tuple[Action, ...] = ()
    game_id: str | None = None
    saved_as: SavedAs | None = None
    """Recovery files only: the save file this game belongs to, if it has one."""
    real_cards: bool = False
    """The players enter real cards (the deal lists none; ``play_cards`` moves hold them)."""

    @classmethod
    def from_game(
        cls, state: GameState, actions: Sequence[Action], game_id: str | None = None
    ) -> SavedGame:
        """The game the controller holds: ``SavedGame.from_game(c.state, c.actions, id)``."""
        return cls(state.deal, state.mode, tuple(actions), game_id, real_cards=state.real_cards)

    def to_state(self) -> GameState:
        """The game state after replaying every action through the engine.

        Raises :class:`SaveFileError` if an action does not fit the deal.
        """
        try:
            state = new_game(self.deal, self.mode, real_cards=self.real_cards)
        except WildWestError as error:
            raise SaveFileError(str(error)) from None
        for position, action in enumerate(self.actions, start=1):
            try:
                state, _ = apply(state, action)
            except WildWestError as error:
                raise SaveFileError(
                    fill(
                        QCoreApplication.translate(
                            "SavedGame", "move %1 (%2) does not fit the game: %3"
                        ),
                        (position, describe_action(action), error),
                    )
                ) from None
        return state


def describe_action(action: Action) -> str:
    """A short text for an action, for messages: ``draw``, ``submit "3 x 11"``…"""
    if isinstance(action, Submit):
        return fill(QCoreApplication.translate("Savefile", "submit %1"), (quoted(action.text, 30),))
    if isinstance(action, PlayCards):
        return fill(QCoreApplication.translate("Savefile", "cards %1"), (action.codes,))
    return _ACTION_TYPES[type(action)].replace("_", " ")


# ---------------------------------------------------------------- writing


def action_to_json(action: Action) -> dict[str, str | list[str]]:
    if isinstance(action, Submit):
        return {"type": "submit", "text": action.text}
    if isinstance(action, PlayCards):
        return {
            "type": "play_cards",
            "face": action.face.code,
            "digits": [card.code for card in action.digits],
        }
    return {"type": _ACTION_TYPES[type(action)]}


def game_document(
    saved: SavedGame, state: GameState | None = None, *, journal: str | None = None
) -> dict[str, Any]:
    """The document written now for ``saved`` (``state``: its replay, if already known;
    ``journal``: the recovery file's, see :class:`RecoveryFile`)."""
    if state is None:
        state = saved.to_state()
    names = state.players
    turns = [
        {
            "turn": index,
            "player": names[turn.player],
            "face": turn.face.code,
            "digits": [card.code for card in turn.digits],
            "number": turn.number,
            "factors": index_form(turn.factors),
            "claimed": list(turn.claimed),
            "stolen": [{"prime": prime, "from": names[victim]} for victim, prime in turn.stolen],
            "points": turn.points,
        }
        for index, turn in enumerate(state.turns, start=1)
    ]
    standings = [
        {"player": s.name, "points": s.points, "primes": list(s.primes)} for s in state.standings()
    ]
    document: dict[str, Any] = {
        "format": FORMAT,
        "schema_version": SCHEMA_VERSION,
        "app_version": __version__,
        "deal": saved.deal.to_dict(),
        "deal_code": saved.deal.seed,
        "mode": saved.mode.value,
    }
    if saved.real_cards:
        document["real_cards"] = True
    if saved.game_id is not None:
        document["records_game_id"] = saved.game_id
    if saved.saved_as is not None:
        document["saved_as"] = {"path": saved.saved_as.path, "actions": saved.saved_as.actions}
    if journal is not None:
        document["journal"] = journal
    document.update(
        actions=[action_to_json(action) for action in saved.actions],
        turns=turns,
        standings=standings,
    )
    return document


def _compact(value: object, ascii_only: bool) -> str:
    return json.dumps(value, ensure_ascii=ascii_only, separators=(", ", ": "))


def document_text(document: dict[str, Any], *, ascii_only: bool = False) -> str:
    """The document as the file shows it: one key per line, one action or turn per line."""
    lines = []
    for key, value in document.items():
        head = f"  {json.dumps(key)}: "
        if isinstance(value, dict) and value:
            inner = ",\n".join(
                f"    {json.dumps(k)}: {_compact(v, ascii_only)}" for k, v in value.items()
            )
            lines.append(head + "{\n" + inner + "\n  }")
        elif isinstance(value, list) and value and all(isinstance(v, dict) for v in value):
            inner = ",\n".join(f"    {_compact(v, ascii_only)}" for v in value)
            lines.append(head + "[\n" + inner + "\n  ]")
        else:
            lines.append(head + _compact(value, ascii_only))
    return "{\n" + ",\n".join(lines) + "\n}\n"


def _encode(document: dict[str, Any]) -> bytes:
    try:
        return document_text(document).encode("utf-8")
    except UnicodeEncodeError:
        # A lone surrogate in typed text cannot be UTF-8: JSON escapes keep it exactly.
        return document_text(document, ascii_only=True).encode("ascii")


def save_game(
    path: str | Path,
    saved: SavedGame,
    *,
    state: GameState | None = None,
    journal: str | None = None,
) -> None:
    """Save ``saved`` to ``path`` atomically; :class:`SaveFileError` says why it could not.

    ``state`` is the state the actions lead to, when the caller already holds it
    (the controller does): it skips replaying the whole game to write the turn
    summary, which matters for a recovery file rewritten after every turn.
    """
    path = Path(path)
    name = display_name(path)
    if state is None:
        try:
            state = saved.to_state()
        except SaveFileError as error:
            raise SaveFileError(
                fill(
                    QCoreApplication.translate("Savefile", "%1 could not be saved: %2"),
                    (name, error),
                )
            ) from None
    refused = target_problem(path)
    if refused is not None:
        raise SaveFileError(
            fill(
                QCoreApplication.translate("Savefile", "%1 could not be saved: %2"), (name, refused)
            )
        )
    data = _encode(game_document(saved, state, journal=journal))
    if len(data) > MAX_SAVE_BYTES:
        raise SaveFileError(
            fill(
                QCoreApplication.translate(
                    "Savefile", "%1 could not be saved: the game is too big for a save file"
                ),
                (name,),
            )
        )
    try:
        existed = path.is_file()
    except OSError:
        existed = False
    problem = atomic_write(path, data)
    if problem is not None:
        log.warning("saving %s failed: %s", path, problem)
        kept = (
            QCoreApplication.translate("Savefile", " The file saved before is unchanged.")
            if existed
            else ""
        )
        raise SaveFileError(
            fill(
                QCoreApplication.translate("Savefile", "%1 could not be saved: %2%3"),
                (name, problem, kept),
            )
        )
    log.info("saved %s (%d actions, %d bytes)", path, len(saved.actions), len(data))


# ---------------------------------------------------------------- reading


def load_game(path: str | Path) -> SavedGame:
    """Read a save file (any schema version we know) and check it replays.

    Never writes to the file; raises only :class:`SaveFileError`, whose
    message names the file and the problem.
    """
    return _load(Path(path))


Extension = Callable[[dict[str, Any]], None]
"""Adds to a document after it is read and brought up to date, before it is checked (the
recovery file's later moves, see :class:`RecoveryFile`); raises ``_Damaged``."""


def _load(path: Path, extend: Extension | None = None) -> SavedGame:
    name = display_name(path)
    try:
        raw = _read(path, name)
        return _interpret(raw, name, extend)
    except SaveFileError:
        raise
    except RecursionError:
        raise SaveFileError(
            fill(
                QCoreApplication.translate(
                    "Savefile", "%1 is damaged: it is nested far too deeply"
                ),
                (name,),
            )
        ) from None
    except Exception as error:  # the promise: only SaveFileError, whatever the bytes
        log.exception("unexpected problem loading %s", path)
        raise SaveFileError(
            fill(
                QCoreApplication.translate(
                    "Savefile", "%1 could not be opened (unexpected problem: %2)"
                ),
                (name, type(error).__name__),
            )
        ) from None


def _read(path: Path, name: str) -> bytes:
    try:
        raw = read_regular(path, MAX_SAVE_BYTES)
    except IsADirectoryError:
        raise SaveFileError(
            fill(
                QCoreApplication.translate("Savefile", "%1 is a folder, not a saved game"), (name,)
            )
        ) from None
    except NotAFileError:  # a pipe or a device: never opened for reading, so never waited on
        raise SaveFileError(
            fill(
                QCoreApplication.translate("Savefile", "%1 is not a file (a pipe or a device)"),
                (name,),
            )
        ) from None
    except OSError as error:
        if isinstance(error, FileNotFoundError):
            raise SaveFileError(
                fill(
                    QCoreApplication.translate(
                        "Savefile", "%1 cannot be opened: the file does not exist"
                    ),
                    (name,),
                )
            ) from None
        reason = error.strerror or type(error).__name__
        raise SaveFileError(
            fill(QCoreApplication.translate("Savefile", "%1 cannot be read: %2"), (name, reason))
        ) from None
    if len(raw) > MAX_SAVE_BYTES:
        limit = MAX_SAVE_BYTES // 1_000_000
        raise SaveFileError(
            fill(
                QCoreApplication.translate(
                    "Savefile", "%1 is too big to be a Wild West game (over %2 MB)"
                ),
                (name, limit),
            )
        )
    return raw


def _interpret(raw: bytes, name: str, extend: Extension | None = None) -> SavedGame:
    if not raw.strip():
        raise SaveFileError(
            fill(
                QCoreApplication.translate(
                    "Savefile", "%1 is empty: the game in it was never saved"
                ),
                (name,),
            )
        )
    if not raw.strip(b"\x00"):
        raise SaveFileError(
            fill(
                QCoreApplication.translate(
                    "Savefile",
                    "%1 is damaged: it holds only zero bytes (the computer may have stopped while "
                    "saving)",
                ),
                (name,),
            )
        )
    not_ours = fill(QCoreApplication.translate("Savefile", "%1 is not a Wild West game"), (name,))
    try:
        if b"\x00" in raw:
            raise UnicodeDecodeError(
                "utf-8", raw, 0, 1, QCoreApplication.translate("Savefile", "NUL byte")
            )
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise SaveFileError(
            fill(QCoreApplication.translate("Savefile", "%1: it is not a text file"), (not_ours,))
        ) from None
    try:
        document = json.loads(text)
    except json.JSONDecodeError as error:
        body = text.rstrip()
        cut = error.pos >= len(body) or error.msg.startswith("Unterminated string")
        if body.startswith("{") and cut:
            raise SaveFileError(
                fill(
                    QCoreApplication.translate(
                        "Savefile",
                        "%1 is cut short: the file ends too early (it may not have finished "
                        "saving)",
                    ),
                    (name,),
                )
            ) from None
        raise SaveFileError(
            fill(
                QCoreApplication.translate(
                    "Savefile", "%1: it is not JSON (%2 at line %3, column %4)"
                ),
                (not_ours, error.msg, error.lineno, error.colno),
            )
        ) from None
    except ValueError:  # e.g. a number with thousands of digits
        raise SaveFileError(
            fill(
                QCoreApplication.translate("Savefile", "%1: it holds a number far too long"),
                (not_ours,),
            )
        ) from None
    if not isinstance(document, dict):
        raise SaveFileError(not_ours)
    if "format" not in document:
        if "players" in document and "face_pile" in document:
            raise SaveFileError(
                fill(
                    QCoreApplication.translate("Savefile", "%1 is a deal file, not a saved game"),
                    (name,),
                )
            )
        raise SaveFileError(not_ours)
    if document["format"] != FORMAT:
        raise SaveFileError(
            fill(
                QCoreApplication.translate("Savefile", '%1: its format is %2, not "%3"'),
                (not_ours, quoted(document["format"]), FORMAT),
            )
        )
    try:
        document = _migrate(document, name)
        if extend is not None:
            extend(document)
        return _from_document(document)
    except _Damaged as problem:
        raise SaveFileError(
            fill(QCoreApplication.translate("Savefile", "%1 is damaged: %2"), (name, problem))
        ) from None


def _migrate(document: dict[str, Any], name: str) -> dict[str, Any]:
    version = document.get("schema_version", 0)
    if not isinstance(version, int) or isinstance(version, bool) or version < 0:
        raise _Damaged(
            fill(
                QCoreApplication.translate(
                    "Savefile", '"schema_version" must be a whole number, not %1'
                ),
                (quoted(version),),
            )
        )
    if version > SCHEMA_VERSION:
        made_by = document.get("app_version")
        if isinstance(made_by, str) and made_by.strip():
            made_by = fill(
                QCoreApplication.translate("Savefile", "version %1"),
                (quoted(made_by.strip(), 24).strip(chr(34)),),
            )
        else:
            made_by = fill(QCoreApplication.translate("Savefile", "save format %1"), (version,))
        raise SaveFileError(
            fill(
                QCoreApplication.translate(
                    "Savefile",
                    "%1 was made by a newer Wild West (%2); this is version %3: update Wild West "
                    "to open it",
                ),
                (name, made_by, __version__),
            )
        )
    while version < SCHEMA_VERSION:
        document = MIGRATIONS[version](document)
        version += 1
        document["schema_version"] = version
    return document


def _from_document(document: dict[str, Any]) -> SavedGame:
    for key in ("deal", "mode", "actions"):
        if key not in document:
            raise _Damaged(fill(QCoreApplication.translate("Savefile", 'it has no "%1"'), (key,)))
    seed = document.get("deal_code")
    if seed is not None:
        try:
            seed = check_seed(seed)
        except DealError as error:
            raise _Damaged(
                fill(QCoreApplication.translate("Savefile", '"deal_code": %1'), (error,))
            ) from None
    try:
        deal = parse_deal(document["deal"], seed=seed)
    except DealError as error:
        raise _Damaged(
            fill(QCoreApplication.translate("Savefile", "its deal is not valid: %1"), (error,))
        ) from None
    mode_name = document["mode"]
    if mode_name not in tuple(Mode):
        modes = ", ".join(m.value for m in Mode)
        raise _Damaged(
            fill(
                QCoreApplication.translate("Savefile", '"mode" must be one of %1, not %2'),
                (modes, quoted(mode_name)),
            )
        )
    raw_actions = document["actions"]
    if not isinstance(raw_actions, list):
        raise _Damaged(QCoreApplication.translate("Savefile", '"actions" must be a list'))
    if len(raw_actions) > MAX_ACTIONS:
        raise _Damaged(
            fill(
                QCoreApplication.translate(
                    "Savefile", "it has %1 moves, more than any game can have"
                ),
                (format(len(raw_actions), ","),),
            )
        )
    actions = tuple(
        _action_from_json(item, position) for position, item in enumerate(raw_actions, start=1)
    )
    real_cards = document.get("real_cards", False)
    if not isinstance(real_cards, bool):
        raise _Damaged(
            fill(
                QCoreApplication.translate(
                    "Savefile", '"real_cards" must be true or false, not %1'
                ),
                (quoted(real_cards),),
            )
        )
    saved = SavedGame(
        deal,
        Mode(mode_name),
        actions,
        _game_id(document),
        _saved_as(document, len(actions)),
        real_cards,
    )
    try:
        saved.to_state()
    except SaveFileError as error:
        raise _Damaged(str(error)) from None
    return saved


_GAME_ID = re.compile(r"[0-9A-Za-z_-]{1,64}")


def _game_id(document: dict[str, Any]) -> str | None:
    """The optional ``records_game_id``; one that is not a short id is ignored (it only links
    the game to its learning records, and a game is worth more than that link)."""
    found = document.get("records_game_id")
    if found is None:
        return None
    if isinstance(found, str) and _GAME_ID.fullmatch(found):
        return found
    log.warning("ignoring a records_game_id that is not an id: %s", quoted(found, 30))
    return None


MAX_SAVED_AS_PATH = 4096


def _saved_as(document: dict[str, Any], actions: int) -> SavedAs | None:
    """The optional ``saved_as`` of a recovery file; one that does not fit is ignored."""
    found = document.get("saved_as")
    if found is None:
        return None
    if isinstance(found, dict) and set(found) == {"path", "actions"}:
        path, count = found["path"], found["actions"]
        if (
            isinstance(path, str)
            and 0 < len(path) <= MAX_SAVED_AS_PATH
            and "\x00" not in path
            and type(count) is int
            and 0 <= count <= actions
        ):
            return SavedAs(path, count)
    log.warning("ignoring a saved_as that does not fit: %s", quoted(found, 40))
    return None


def _action_from_json(item: object, position: int) -> Action:
    where = fill(QCoreApplication.translate("Savefile", "move %1"), (position,))
    if not isinstance(item, dict) or not isinstance(item.get("type"), str):
        raise _Damaged(
            fill(
                QCoreApplication.translate(
                    "Savefile", '%1 must be an object like {"type": "draw"}'
                ),
                (where,),
            )
        )
    kind = item["type"]
    if kind not in _ACTION_KEYS and kind not in _PLAIN_ACTIONS:
        raise _Damaged(
            fill(
                QCoreApplication.translate("Savefile", "%1 has an unknown type %2"),
                (where, quoted(kind)),
            )
        )
    wanted = _ACTION_KEYS.get(kind, {"type"})
    if set(item) != wanted:
        extra = sorted(set(item) ^ wanted)
        raise _Damaged(
            fill(
                QCoreApplication.translate("Savefile", "%1 (%2) has the wrong keys: %3"),
                (where, kind, ", ".join(extra)),
            )
        )
    if kind == "submit":
        text = item["text"]
        if not isinstance(text, str):
            raise _Damaged(
                fill(
                    QCoreApplication.translate("Savefile", "%1 (submit) must have a text, not %2"),
                    (where, quoted(text)),
                )
            )
        return Submit(text)
    if kind == "play_cards":
        return _played_cards(item, where)
    return _PLAIN_ACTIONS[kind]()


def _played_cards(item: dict[str, Any], where: str) -> PlayCards:
    """A ``play_cards`` move: ``{"type": "play_cards", "face": "KS", "digits": ["3S", …]}``
    (whether the cards fit the game is the engine's to say, when the moves are replayed)."""
    digits = item["digits"]
    if not isinstance(digits, list) or len(digits) > MAX_PLAYED_DIGITS:
        raise _Damaged(
            fill(
                QCoreApplication.translate(
                    "Savefile", "%1 (play_cards) must list at most %2 digits, not %3"
                ),
                (where, MAX_PLAYED_DIGITS, quoted(digits)),
            )
        )
    try:
        return PlayCards(parse_card(item["face"]), tuple(parse_card(code) for code in digits))
    except CardError as error:
        raise _Damaged(
            fill(QCoreApplication.translate("Savefile", "%1 (play_cards): %2"), (where, error))
        ) from None


# ---------------------------------------------------------------- migrations

Migration = Callable[[dict[str, Any]], dict[str, Any]]


def _v0_to_v1(document: dict[str, Any]) -> dict[str, Any]:
    """Version 0 → 1: ``seed`` becomes ``deal_code``; action strings become objects."""
    migrated = {k: v for k, v in document.items() if k != "seed"}
    migrated["deal_code"] = document.get("seed")
    actions = document.get("actions")
    if not isinstance(actions, list):
        raise _Damaged(QCoreApplication.translate("Savefile", '"actions" must be a list'))
    converted: list[dict[str, str]] = []
    for position, action in enumerate(actions, start=1):
        if not isinstance(action, str):
            raise _Damaged(
                fill(
                    QCoreApplication.translate(
                        "Savefile", 'move %1 must be a string like "draw", not %2'
                    ),
                    (position, quoted(action)),
                )
            )
        if action.startswith("submit:"):
            converted.append({"type": "submit", "text": action.removeprefix("submit:")})
        elif action in ("draw", "give_up", "hint"):
            converted.append({"type": action})
        else:
            raise _Damaged(
                fill(
                    QCoreApplication.translate("Savefile", "move %1 is not a move: %2"),
                    (position, quoted(action)),
                )
            )
    migrated["actions"] = converted
    migrated.setdefault("turns", [])
    migrated.setdefault("standings", [])
    return migrated


_V1_HINTS_A_TURN = 3
"""In version 1 the third hint of a turn was the answer and ended the turn."""


def _v1_to_v2(document: dict[str, Any]) -> dict[str, Any]:
    """Version 1 → 2: the third hint of a turn is followed by the give-up it stood for."""
    actions = document.get("actions")
    if not isinstance(actions, list):
        raise _Damaged(QCoreApplication.translate("Savefile", '"actions" must be a list'))
    converted: list[object] = []
    hints = 0
    for action in actions:
        converted.append(action)
        kind = action.get("type") if isinstance(action, dict) else None
        if kind == "draw":
            hints = 0
        elif kind == "hint":
            hints += 1
            if hints == _V1_HINTS_A_TURN:
                converted.append({"type": "give_up"})
    return {**document, "actions": converted}


def _v2_to_v3(document: dict[str, Any]) -> dict[str, Any]:
    """Version 2 → 3: every seat is a person, so every player must be a name (a computer
    player's object in a version-2 file was never written by Wild West)."""
    deal = document.get("deal")
    players = deal.get("players") if isinstance(deal, dict) else None
    if isinstance(players, list):
        for position, name in enumerate(players, start=1):
            if not isinstance(name, str):
                raise _Damaged(
                    fill(
                        QCoreApplication.translate(
                            "Savefile",
                            "its deal is not valid: player %1's name must be text, not %2",
                        ),
                        (position, quoted(name)),
                    )
                )
    return document


_REAL_CARDS_MOVES = ("play_cards", "out_of_cards")


def _v3_to_v4(document: dict[str, Any]) -> dict[str, Any]:
    """Version 3 → 4: the app dealt every game, so a version-3 file has no real cards (a
    ``real_cards`` key or a real-cards move in one was never written by Wild West)."""
    if "real_cards" in document:
        raise _Damaged(
            QCoreApplication.translate(
                "Savefile",
                'a version-3 file has no "real_cards" (games with real cards came later)',
            )
        )
    actions = document.get("actions")
    for position, action in enumerate(actions if isinstance(actions, list) else (), start=1):
        kind = action.get("type") if isinstance(action, dict) else None
        if kind in _REAL_CARDS_MOVES:
            raise _Damaged(
                fill(
                    QCoreApplication.translate("Savefile", "move %1 has an unknown type %2"),
                    (position, quoted(kind)),
                )
            )
    return document


MIGRATIONS: dict[int, Migration] = {0: _v0_to_v1, 1: _v1_to_v2, 2: _v2_to_v3, 3: _v3_to_v4}
"""``MIGRATIONS[n]`` turns a schema-version-n document into version n+1."""


# ---------------------------------------------------------------- recovery


JOURNAL_FORMAT = "wildwest-moves"
PART_SUFFIX = ".moves"
PART_MOVES = 64
"""Moves in the part of the recovery file rewritten after each move (then it is sealed)."""
MAX_PARTS = 64
"""The most part files a recovery file may have (it has about log2(moves / 64) + 2)."""


@dataclass(slots=True)
class _Part:
    """One part file of the recovery file: moves ``first`` to ``first + len(actions) - 1``."""

    path: Path
    first: int
    actions: list[Action]

    @property
    def end(self) -> int:
        return self.first + len(self.actions)


class RecoveryFile:
    """The game in progress, kept safe after every move and removed on a clean exit.

    If the app finds it at start-up, the last session did not end cleanly and
    the game can be offered back. Writing and discarding never raise: a
    recovery file that cannot be kept is a warning, not a reason to stop play.

    Keeping it costs the same after the thousandth move as after the first: the game is
    not rewritten after each move. ``recovery.wwgame`` is a whole save file of the game
    up to some move (written when a game starts, is saved or opened, or a turn is taken
    back), with ``"journal": TOKEN``; the moves after it are in small part files beside
    it, ``recovery.wwgame.TOKEN-FIRST.moves`` (``{"format": "wildwest-moves", "journal":
    TOKEN, "first": FIRST, "actions": [...]}``, each written atomically). Only the last part
    is rewritten after a move, and it holds at most :data:`PART_MOVES` moves; a full part is
    sealed and two sealed parts of the same length are merged into one (written whole,
    then the two removed), so a game of n moves has about log2(n / 64) parts and each move
    is written about as many times. Reading takes the main file, then from its last move on
    the longest part that starts where the moves so far end, and so on (a part left by a
    merge that was cut short is passed over). A Wild West that does not know the parts
    reads ``recovery.wwgame`` alone: the game up to its last rewrite.

    A recovery file that cannot be used (damaged, or made by a newer Wild
    West) is never deleted: :meth:`set_aside` renames it beside itself as
    ``recovery.unusable-YYYYMMDD-HHMMSS.wwgame`` (a recovery file that reads, but may not
    be played here, is written there whole), and :meth:`discard` does the
    same for a file this object did not write itself unless it loads.
    """

    def __init__(self, path: str | Path) -> None:
        self.path = Path(path)
        self._written: tuple[int, int, int] | None = None
        """(inode, size, mtime) of the main file this object last wrote."""
        self._token = ""
        """The journal of the main file this object wrote (``""``: none written yet)."""
        self._head: tuple[object, ...] = ()
        """What the main file holds besides moves: the deal, mode, records id, file, …"""
        self._count = 0
        """The moves on disk (in the main file and the parts)."""
        self._last: Action | None = None
        """The last move on disk, to tell a game that goes on from one that changed."""
        self._sealed: list[_Part] = []
        self._tail: _Part | None = None

    def exists(self) -> bool:
        try:
            return self.path.is_file()
        except OSError:
            return False

    def write(self, saved: SavedGame, *, state: GameState | None = None) -> str | None:
        """Keep the game in progress (``state``: see :func:`save_game`); ``None``, or a
        one-line warning if it could not. A game that goes on from what is on disk adds its
        new moves to the last part; anything else (another game, a save, a turn taken back)
        writes the main file again."""
        try:
            if not self._goes_on(saved):
                self._rebase(saved, state)
            else:
                self._append(saved.actions[self._count :])
        except SaveFileError as error:
            self._token = ""  # start afresh next time
            return fill(
                QCoreApplication.translate(
                    "RecoveryFile", "The game cannot be kept safe against a crash: %1"
                ),
                (error,),
            )
        return None

    def _goes_on(self, saved: SavedGame) -> bool:
        actions = saved.actions
        return (
            bool(self._token)
            and self._head == _head_of(saved)
            and len(actions) >= self._count
            and (self._count == 0 or actions[self._count - 1] is self._last)
        )

    def _rebase(self, saved: SavedGame, state: GameState | None) -> None:
        token = _new_token()
        save_game(self.path, saved, state=state, journal=token)
        self._written = self._signature()
        self._remove_parts(keep=token)
        self._token = token
        self._head = _head_of(saved)
        self._count = len(saved.actions)
        self._last = saved.actions[-1] if saved.actions else None
        self._sealed = []
        self._tail = None

    def _append(self, new: Sequence[Action]) -> None:
        if not new:
            return
        for action in new:
            if self._tail is None:
                self._tail = _Part(self._part_path(self._count), self._count, [])
            self._tail.actions.append(action)
            self._count += 1
            if len(self._tail.actions) == PART_MOVES:
                self._write_part(self._tail)
                self._sealed.append(self._tail)
                self._tail = None
                self._merge()
        self._last = new[-1]
        if self._tail is not None:
            self._write_part(self._tail)

    def _merge(self) -> None:
        """Two sealed parts of the same length become one (a binary counter: the parts'
        lengths are 64 times distinct powers of two)."""
        while len(self._sealed) >= 2 and len(self._sealed[-1].actions) == len(
            self._sealed[-2].actions
        ):
            second = self._sealed.pop()
            first = self._sealed.pop()
            merged = _Part(
                self._part_path(first.first, len(first.actions) + len(second.actions)),
                first.first,
                first.actions + second.actions,
            )
            self._write_part(merged)
            for old in (first, second):
                _remove(old.path)
            self._sealed.append(merged)

    def _part_path(self, first: int, length: int = 0) -> Path:
        extra = f"-{length}" if length else ""
        return self.path.with_name(f"{self.path.name}.{self._token}-{first}{extra}{PART_SUFFIX}")

    def _write_part(self, part: _Part) -> None:
        document = {
            "format": JOURNAL_FORMAT,
            "journal": self._token,
            "first": part.first,
            "actions": [action_to_json(action) for action in part.actions],
        }
        try:
            data = json.dumps(document, ensure_ascii=False).encode("utf-8")
        except UnicodeEncodeError:  # a lone surrogate in typed text: escaped, kept exactly
            data = json.dumps(document).encode("ascii")
        problem = atomic_write(part.path, data)
        if problem is not None:
            raise SaveFileError(
                fill(
                    QCoreApplication.translate("Savefile", "%1 could not be saved: %2"),
                    (display_name(part.path), problem),
                )
            )

    def load(self) -> SavedGame:
        """The game left behind, its later moves included; :class:`SaveFileError` if it
        cannot be used."""
        return _load(self.path, self._with_parts)

    def _with_parts(self, document: dict[str, Any]) -> None:
        token = document.get("journal")
        if token is None:
            return
        actions = document.get("actions")
        if not isinstance(token, str) or not re.fullmatch(r"[0-9a-f]{12}", token):
            raise _Damaged(
                QCoreApplication.translate("Savefile", 'its "journal" is not one Wild West writes')
            )
        if not isinstance(actions, list):
            return  # refused with its own message when the document is checked
        parts = self._parts_on_disk(token)
        at = len(actions)
        while True:
            starting = [part for part in parts if part.first == at and part.actions]
            if not starting:
                break
            longest = max(starting, key=lambda part: len(part.actions))
            actions.extend(longest.actions)  # still JSON: checked with the rest
            at = longest.end
            if len(actions) > MAX_ACTIONS:
                break  # refused with its own message when the document is checked

    def _parts_on_disk(self, token: str) -> list[_Part]:
        found: list[_Part] = []
        for path in self._part_files():
            part = self._read_part(path, token)
            if part is not None:
                found.append(part)
            if len(found) > MAX_PARTS:
                raise _Damaged(
                    fill(
                        QCoreApplication.translate("Savefile", "it has more than %1 parts"),
                        (MAX_PARTS,),
                    )
                )
        return found

    def _read_part(self, path: Path, token: str) -> _Part | None:
        """A part file of journal ``token`` (raw JSON moves), or ``None`` if it is another
        journal's; ``_Damaged`` if it is this journal's and cannot be read."""
        if not path.name.startswith(f"{self.path.name}.{token}-"):
            return None
        shown = display_name(path)
        try:
            raw = read_regular(path, MAX_SAVE_BYTES)
            if len(raw) > MAX_SAVE_BYTES:
                raise ValueError("too big")
            document = json.loads(raw.decode("utf-8"))
        except (OSError, ValueError, RecursionError):
            raise _Damaged(
                fill(QCoreApplication.translate("Savefile", "%1 cannot be read"), (shown,))
            ) from None
        first = document.get("first") if isinstance(document, dict) else None
        actions = document.get("actions") if isinstance(document, dict) else None
        if (
            not isinstance(document, dict)
            or document.get("format") != JOURNAL_FORMAT
            or document.get("journal") != token
            or type(first) is not int
            or not 0 <= first <= MAX_ACTIONS
            or not isinstance(actions, list)
        ):
            raise _Damaged(
                fill(QCoreApplication.translate("Savefile", "%1 is not one of its parts"), (shown,))
            )
        return _Part(path, first, actions)

    def _part_files(self) -> list[Path]:
        """The part files beside the main file, of any journal."""
        named = re.compile(re.escape(self.path.name) + r"\.[0-9a-f]{12}-\d{1,6}(-\d{1,6})?\.moves")
        try:
            return sorted(
                entry for entry in self.path.parent.iterdir() if named.fullmatch(entry.name)
            )
        except OSError:
            return []

    def _remove_parts(self, keep: str = "") -> None:
        for path in self._part_files():
            if keep and path.name.startswith(f"{self.path.name}.{keep}-"):
                continue
            _remove(path)

    def modified(self) -> float:
        """When the game was last kept (the newest of the main file and its parts), as a
        timestamp; raises :class:`OSError` if the main file cannot be looked at."""
        newest = self.path.stat().st_mtime
        for path in self._part_files():
            try:
                newest = max(newest, path.stat().st_mtime)
            except OSError:
                continue
        return newest

    def set_aside(self) -> Path | None:
        """Put an unusable recovery file beside itself (never delete it); where it went, or
        ``None`` if there was no file or it could not be moved (then it stays). One that
        reads (a game the school's settings do not let this computer play) is written there
        whole, its later moves included, so it opens elsewhere; one that does not read is
        renamed as it is, its parts too."""
        if not os.path.lexists(self.path):
            return None
        try:
            whole = self.load()
        except SaveFileError:
            whole = None
        try:
            if whole is not None:
                aside = _free_aside(self.path, "unusable")
                save_game(aside, whole)
                _remove(self.path)
                self._remove_parts()
            else:
                parts = self._part_files()
                aside = move_aside(self.path, "unusable")
                for part in parts:  # beside it, named after it: no longer a part of anything
                    target = aside.with_name(aside.name + part.name[len(self.path.name) :])
                    if not os.path.lexists(target):
                        os.rename(part, target)
        except (OSError, SaveFileError) as error:
            log.warning("cannot move %s aside: %s", self.path, error)
            return None
        self._forget()
        return aside

    def discard(self) -> Path | None:
        """The game is no longer needed: remove the file, its parts (and any temporary file
        a killed save left beside them). A file this object did not write (one left by an
        earlier run) is removed only if it loads as a game; if it cannot be used it is set
        aside instead, and the path it was moved to is returned."""
        aside = None
        if os.path.lexists(self.path) and self._signature() != self._written:
            try:
                self.load()
            except SaveFileError as error:
                log.warning("not removing %s, which cannot be used: %s", self.path, error)
                aside = self.set_aside()
                if aside is None:
                    return None
        leftovers = [] if aside is not None else [self.path, *self._part_files()]
        try:
            pattern = re.compile(re.escape(self.path.name) + r"\..*\.[A-Za-z0-9]{6}")
            temporary = re.compile(re.escape(self.path.name) + r"\.[A-Za-z0-9]{6}")
            leftovers += [
                p
                for p in self.path.parent.iterdir()
                if temporary.fullmatch(p.name) or pattern.fullmatch(p.name)
            ]
        except OSError:
            pass
        for leftover in leftovers:
            _remove(leftover)
        self._forget()
        return aside

    def _forget(self) -> None:
        self._written = None
        self._token = ""
        self._sealed = []
        self._tail = None
        self._count = 0
        self._last = None

    def _signature(self) -> tuple[int, int, int] | None:
        try:
            info = os.stat(self.path)
        except OSError:
            return None
        return (info.st_ino, info.st_size, info.st_mtime_ns)


def _head_of(saved: SavedGame) -> tuple[object, ...]:
    return (saved.deal, saved.mode, saved.game_id, saved.saved_as, saved.real_cards)


def _new_token() -> str:
    return os.urandom(6).hex()


def _remove(path: Path) -> None:
    try:
        path.unlink(missing_ok=True)
    except OSError as error:
        log.warning("cannot remove %s: %s", path, error)


def _free_aside(path: Path, tag: str) -> Path:
    """Where :func:`~wildwest.persistence.files.move_aside` would put ``path``."""
    stamp = datetime.now().astimezone().strftime("%Y%m%d-%H%M%S")
    aside = path.with_name(f"{path.stem}.{tag}-{stamp}{path.suffix}")
    count = 2
    while os.path.lexists(aside):
        aside = path.with_name(f"{path.stem}.{tag}-{stamp}-{count}{path.suffix}")
        count += 1
    return aside
