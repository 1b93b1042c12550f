"""Every setting in one place: its key, its type, its default, what it allows (the values,
the largest number, the most items or bytes) and whether a school may lock it.

Code names a setting by its constant, never by its key's text, and gets a value of the
setting's own type (``mypy --strict`` checks the callers):

>>> from wildwest.persistence.settings import Settings
>>> settings = Settings(None)
>>> settings.get(DISPLAY_THEME), settings.get(PLAYERS_COUNT), settings.get(PLAYERS_NAMES)
('system', 2, [])
>>> settings.set_value(PLAYERS_COUNT, 15), settings.set_value(PLAYERS_COUNT, 4)
(False, True)
>>> PLAYERS_NAMES.allows(["Ann", "x" * 25]), GAME_MODE.allows("practice")
(False, True)

The files name a setting by its key (``display/theme``, in section ``[display]`` of the
user's file, or as ``display/theme=`` in an administrator's ``[defaults]`` or ``[locked]``):
:data:`SCHEMA` finds the setting of a key. The README's table of keys lists the same ones.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from wildwest.engine.phrases import QT_TRANSLATE_NOOP

from .ini import settings_phrase

T = TypeVar("T")

MODES = ("auto", "practice", "challenge")
LANGUAGES = ("system", "en", "de", "es", "fr")
"""``display/language``: the computer's language (``system``), or one the game speaks."""
THEMES = ("system", "light", "dark", "high_contrast")
TEXT_SCALES = (1.0, 1.25, 1.5, 2.0)
FACE_CARDS = ("all", "no_kings", "jacks_only")
COMPUTER_PACES = ("slow", "normal", "fast", "step")
ANSWER_METHODS = ("typed", "ladder")
"""How a person answers in Practice: the factorisation typed, or a division ladder climbed
step by step (``game/answer_method``; locked to ``ladder``, the ladder is the only way)."""
SEAT_KINDS = ("", "greenhorn", "deputy", "sheriff")
"""A seat in ``players/seats``: empty for a person, else a computer player's level."""
MAX_PLAYERS = 14
MAX_NAME_LENGTH = 24
MAX_LIST_ITEMS = 64
"""The most entries a list setting may hold (names have their own limit of 14)."""
MAX_PATH_LENGTH = 4096
"""The longest file path kept in a list of files."""
MAX_BYTES_LENGTH = 64 * 1024
"""The most bytes a window-layout setting may hold (Qt's need a few hundred)."""


@dataclass(frozen=True, slots=True)
class Setting(Generic[T]):
    """One setting: its key in the files, its type, its default and what it allows.

    ``kind`` is ``bool``, ``int``, ``float``, ``str``, ``bytes`` (stored as base64 text) or
    ``list`` (of strings). What is allowed: ``choices`` (the values; for a list, the values
    of each item), ``minimum`` and ``maximum`` (the smallest and largest number; for a list
    ``maximum`` is the most items, for ``bytes`` the most bytes) and ``longest`` (the
    longest item of a list, or the longest text).
    """

    key: str
    kind: type[T]
    default: T
    label: str
    """What it is, in a few English words (the README's table says more)."""
    allowed: str
    """The values allowed, in words, for a message to the school's IT."""
    choices: tuple[object, ...] = ()
    minimum: int | None = None
    maximum: int | None = None
    longest: int | None = None
    lockable: bool = True
    """A school may lock it in an administrator's ``[locked]`` section (every setting may,
    today: the README lists each as one a school can set). One that may not is reported
    there as a setting ``[locked]`` does not know, and ignored."""
    path: bool = False
    """A folder's full path (or ``""`` for none), at most ``longest`` characters. An
    administrator's file gives it as typed (``\\\\server\\share\\5B``): no INI escapes."""

    def allows(self, value: object) -> bool:
        """Is ``value`` (already of the setting's type, as read or given) allowed?

        >>> DISPLAY_TEXT_SCALE.allows(1.5), DISPLAY_TEXT_SCALE.allows(3.0)
        (True, False)
        >>> PLAYERS_SEATS.allows(["", "deputy"]), WINDOW_STATE.allows(b"x" * 70_000)
        (True, False)
        """
        if self.kind is list:
            return isinstance(value, list) and self._list_allows(value)
        if self.kind is bool:
            return isinstance(value, bool)
        if self.path:
            return isinstance(value, str) and _a_folder(value, self.longest)
        if self.kind in (int, float) and isinstance(value, bool):
            return False
        if not isinstance(value, self.kind):
            return False
        if self.choices and value not in self.choices:
            return False
        if isinstance(value, int) and not self._in_range(value):
            return False
        if isinstance(value, str) and self.longest is not None and len(value) > self.longest:
            return False
        return not (isinstance(value, bytes) and not self._in_range(len(value)))

    def _in_range(self, number: int) -> bool:
        low = self.minimum if self.minimum is not None else number
        high = self.maximum if self.maximum is not None else number
        return low <= number <= high

    def _list_allows(self, items: list[Any]) -> bool:
        if self.maximum is not None and len(items) > self.maximum:
            return False
        for item in items:
            if not isinstance(item, str):
                return False
            if self.longest is not None and len(item) > self.longest:
                return False
            if self.choices and item not in self.choices:
                return False
        return True


def _a_folder(value: str, longest: int | None) -> bool:
    """``""`` (none), or a full path with no NUL, at most ``longest`` characters.

    >>> _a_folder("", 10), _a_folder("relative/folder", None), _a_folder("/srv/5B", 7)
    (True, False, True)
    """
    if value == "":
        return True
    if "\x00" in value or (longest is not None and len(value) > longest):
        return False
    return os.path.isabs(value)


def _one_of(values: tuple[object, ...]) -> str:
    """``auto, practice or challenge``: the values as a file writes them, in a list."""
    words = [str(value) for value in values]
    #: the values a setting allows, as the file writes them: "auto, practice or challenge"
    return settings_phrase(
        QT_TRANSLATE_NOOP("Settings", "%1 or %2"), ", ".join(words[:-1]), words[-1]
    )


def _choice(key: str, default: str, choices: tuple[str, ...], label: str) -> Setting[str]:
    return Setting(key, str, default, label, _one_of(choices), choices=choices)


def _flag(key: str, default: bool, label: str) -> Setting[bool]:
    return Setting(key, bool, default, label, _one_of(("true", "false")))


def _layout(key: str, label: str) -> Setting[bytes]:
    base64 = settings_phrase(QT_TRANSLATE_NOOP("Settings", "base64 text"))
    return Setting(key, bytes, b"", label, base64, maximum=MAX_BYTES_LENGTH)


# ---------------------------------------------------------------- the settings

PLAYERS_NAMES: Setting[list[str]] = Setting(
    "players/names",
    list,
    [],
    "player names",
    settings_phrase(
        QT_TRANSLATE_NOOP("Settings", "up to %1 names, each up to %2 characters"),
        MAX_PLAYERS,
        MAX_NAME_LENGTH,
    ),
    maximum=MAX_PLAYERS,
    longest=MAX_NAME_LENGTH,
)
PLAYERS_SEATS: Setting[list[str]] = Setting(
    "players/seats",
    list,
    [],
    "who plays each seat",
    settings_phrase(
        QT_TRANSLATE_NOOP(
            "Settings",
            "up to %1 entries, each empty (a person), greenhorn, deputy or sheriff",
        ),
        MAX_PLAYERS,
    ),
    choices=SEAT_KINDS,
    maximum=MAX_PLAYERS,
)
PLAYERS_COUNT: Setting[int] = Setting(
    "players/count",
    int,
    2,
    "number of players",
    settings_phrase(QT_TRANSLATE_NOOP("Settings", "a whole number from 2 to %1"), MAX_PLAYERS),
    minimum=2,
    maximum=MAX_PLAYERS,
)
GAME_MODE = _choice("game/mode", "auto", MODES, "factoring mode")
GAME_EQUAL_TURNS = _flag("game/equal_turns", True, "equal turns")
GAME_STEAL_COSTS_POINTS = _flag("game/steal_costs_points", False, "steals cost points")
GAME_FACE_CARDS = _choice("game/face_cards", "all", FACE_CARDS, "face cards in the pack")
GAME_ANSWER_METHOD = _choice(
    "game/answer_method", "typed", ANSWER_METHODS, "how pupils answer in Practice"
)
GAME_COMPUTER_PACE = _choice(
    "game/computer_pace", "normal", COMPUTER_PACES, "how fast computer players play"
)
DISPLAY_ANIMATIONS = _flag("display/animations", True, "animations")
DISPLAY_THEME = _choice("display/theme", "system", THEMES, "theme")
DISPLAY_TEXT_SCALE: Setting[float] = Setting(
    "display/text_scale", float, 1.0, "text size", _one_of(TEXT_SCALES), choices=TEXT_SCALES
)
DISPLAY_LANGUAGE = _choice("display/language", "system", LANGUAGES, "language")
DISPLAY_FOUR_COLOUR = _flag("display/four_colour", False, "four-colour deck")
DISPLAY_SUIT_LETTERS = _flag("display/suit_letters", False, "suit letters on cards")
DISPLAY_FOLD_PANELS = _flag(
    "display/fold_panels", True, "side panels fold into a drawer when the cards need the room"
)
REFERENCE_LOCK_CHECKER_IN_CHALLENGE = _flag(
    "reference/lock_checker_in_challenge", True, "hide the checker in Challenge"
)
TUTORIAL_OFFERED = _flag("tutorial/offered", False, "Learn to play offered at the first start")
WINDOW_GEOMETRY = _layout("window/geometry", "window size and position")
WINDOW_STATE = _layout("window/state", "panel layout")
CLASS_FOLDER: Setting[str] = Setting(
    "class/folder",
    str,
    "",
    "class folder",
    settings_phrase(
        QT_TRANSLATE_NOOP("Settings", "a folder's full path as typed, or nothing for none")
    ),
    longest=MAX_PATH_LENGTH,
    path=True,
)
"""The class folder every computer of a class writes its learning to (issue 29): chosen
by the teacher in the app, or set and locked by an administrator's ``[class] folder=``."""
FILES_RECENT: Setting[list[str]] = Setting(
    "files/recent",
    list,
    [],
    "recent files",
    settings_phrase(QT_TRANSLATE_NOOP("Settings", "file paths")),
    maximum=MAX_LIST_ITEMS,
    longest=MAX_PATH_LENGTH,
)
FILES_EXPORT_FOLDER: Setting[str] = Setting(
    "files/export_folder",
    str,
    "",
    "where sheets and records were last saved",
    settings_phrase(
        QT_TRANSLATE_NOOP("Settings", "a folder path of up to %1 characters"), MAX_PATH_LENGTH
    ),
    longest=MAX_PATH_LENGTH,
)
"""The folder Save sheet as PDF and Export records last wrote to (empty: Documents); used
only while it is still a folder (:mod:`wildwest.services.export_folder`)."""

SCHEMA: dict[str, Setting[Any]] = {
    setting.key: setting
    for setting in (
        PLAYERS_NAMES,
        PLAYERS_SEATS,
        PLAYERS_COUNT,
        GAME_MODE,
        GAME_EQUAL_TURNS,
        GAME_STEAL_COSTS_POINTS,
        GAME_FACE_CARDS,
        GAME_ANSWER_METHOD,
        GAME_COMPUTER_PACE,
        DISPLAY_ANIMATIONS,
        DISPLAY_THEME,
        DISPLAY_TEXT_SCALE,
        DISPLAY_LANGUAGE,
        DISPLAY_FOUR_COLOUR,
        DISPLAY_SUIT_LETTERS,
        DISPLAY_FOLD_PANELS,
        REFERENCE_LOCK_CHECKER_IN_CHALLENGE,
        TUTORIAL_OFFERED,
        CLASS_FOLDER,
        WINDOW_GEOMETRY,
        WINDOW_STATE,
        FILES_RECENT,
        FILES_EXPORT_FOLDER,
    )
}
"""Every setting by its key, in the order the README lists them."""
