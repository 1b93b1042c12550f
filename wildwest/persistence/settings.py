"""Settings, in INI files Wild West reads and writes itself, with defaults and locks a school
can ship.

Every setting has a key, a type, a default and what it allows in one place,
:mod:`wildwest.persistence.settings_schema`, and code names it by its constant there
(``DISPLAY_THEME``). A value that is missing or not valid (a hand-edited file) falls
back to the default with a warning in the log, so a bad settings file never stops the
game.

The files are plain text, never Python objects. ``QSettings`` is not used to
read them: PySide stores a Python value it has no Qt type for (``bytes``, for
one) as a pickle, ``@Variant(…PyObjectWrapper…)``, and unpickles such a value
from any key of any file it reads, which runs code. This module parses the
INI text itself (:mod:`wildwest.persistence.ini`) and understands only text:
a value such as ``@Variant(…)`` or ``@ByteArray(…)`` (what older versions
wrote for the window's size) is ignored with a line in the log. ``bytes``
settings are stored as base64 text.

The user's file (``wildwest.ini``) keeps the layout ``QSettings`` wrote, so
either version reads the other's file: ``[display]`` then ``theme=dark`` for
``display/theme``; lists as ``Ann, "Ben, Jr"``; Qt's escapes (``\\n``,
``\\x1f``, quotes). It is written atomically (a temporary file, then a rename)
soon after a change and on :meth:`Settings.sync`; keys this version does not
know (from a newer version) are kept. A file that cannot be decoded is ignored
and moved aside (``wildwest.unreadable-YYYYMMDD-HHMMSS.ini``) before the next
write, never deleted.

An administrator's settings file (see ``AppPaths.admin_settings_files`` and
the README) can set defaults in a ``[defaults]`` section and lock settings in
a ``[locked]`` section; a locked setting keeps the administrator's value and
the app greys out its control. It may be UTF-8 (with or without a BOM) or
UTF-16 with a BOM (what PowerShell 5's ``Out-File`` writes); section and key
names are read without case. Anything in it the app cannot use (an unknown
section or key, a bad value, a line that is not ``key=value``, bytes that are
not text) is listed in :attr:`Settings.admin_messages`, one line each naming
the file and the line, for the status bar and Help → About.

One getter, typed by the setting: :meth:`Settings.get` gives a ``Setting[T]``'s value as
a ``T`` (a ``str`` for ``DISPLAY_THEME``, a new ``list[str]`` for ``PLAYERS_NAMES``), so
``mypy --strict`` checks every caller. :meth:`Settings.locked_game_rules` gives the
locked mode and house rules (:mod:`wildwest.persistence.locks`), which win over saved
games and deal files too.

>>> settings = Settings(None)
>>> settings.get(GAME_MODE), settings.set_value(GAME_MODE, "hard"), settings.is_locked(GAME_MODE)
('auto', False, False)
"""

from __future__ import annotations

import base64
import binascii
import logging
import math
import re
from collections.abc import Sequence
from pathlib import Path
from typing import Any, TypeVar

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal

from wildwest.engine import Mode
from wildwest.engine.phrases import QT_TRANSLATE_NOOP, Phrase

from .files import NotAFileError, atomic_write, move_aside, read_regular
from .ini import (
    IniEntry,
    IniText,
    escape_item,
    escape_string,
    parse_ini,
    plain_item,
    settings_phrase,
    unescape_value,
)
from .locks import LockedRules
from .settings_schema import (
    GAME_EQUAL_TURNS,
    GAME_FACE_CARDS,
    GAME_MODE,
    GAME_STEAL_COSTS_POINTS,
    SCHEMA,
    Setting,
)

log = logging.getLogger(__name__)

T = TypeVar("T")

MAX_SETTINGS_BYTES = 1_000_000
"""A settings file bigger than this is not read (Wild West's own are under 4 KB)."""
MAX_ADMIN_MESSAGES = 20
"""The most lines reported for one administrator's file; the rest go to the log, with one
line saying how many."""
SAVE_DELAY_MS = 200
"""How soon after a change the user's file is written (with a running event loop)."""


_INT = re.compile(r"[+-]?[0-9]{1,18}")
_FLOAT = re.compile(r"[+-]?([0-9]{1,18}(\.[0-9]{0,18})?|\.[0-9]{1,18})([eE][+-]?[0-9]{1,3})?")
_TRUE = ("true", "1", "yes", "on")
_FALSE = ("false", "0", "no", "off")


def value_from_text(setting: Setting[Any], text: str) -> Any:
    """The value of ``setting`` from its text in an INI file; :class:`ValueError` (with the
    reason) if it is not one of the allowed values."""
    raw = unescape_value(text)
    if isinstance(raw, list):
        items = [plain_item(item) for item in raw]
        if setting.kind is not list:
            raise ValueError(
                settings_phrase(QT_TRANSLATE_NOOP("Settings", "is a list, not one value"))
            )
        value: Any = [item for item in items if item is not None]
    else:
        item = plain_item(raw)
        value = _scalar(setting, item, quoted='"' in text)
    if not setting.allows(value):
        raise ValueError(settings_phrase(QT_TRANSLATE_NOOP("Settings", "is not allowed")))
    return value


def _scalar(setting: Setting[Any], item: str | None, *, quoted: bool) -> Any:
    kind = setting.kind
    if kind is list:
        return [] if item is None or (item == "" and not quoted) else [item]
    if item is None:
        raise ValueError(settings_phrase(QT_TRANSLATE_NOOP("Settings", "is empty")))
    word = item.strip()
    if kind is bool:
        if word.lower() in _TRUE:
            return True
        if word.lower() in _FALSE:
            return False
        raise ValueError(settings_phrase(QT_TRANSLATE_NOOP("Settings", "is not true or false")))
    if kind is int:
        if not _INT.fullmatch(word):
            raise ValueError(
                settings_phrase(QT_TRANSLATE_NOOP("Settings", "is not a whole number"))
            )
        return int(word)
    if kind is float:
        if not _FLOAT.fullmatch(word) or not math.isfinite(float(word)):
            raise ValueError(settings_phrase(QT_TRANSLATE_NOOP("Settings", "is not a number")))
        return float(word)
    if kind is bytes:
        try:
            return base64.b64decode(word, validate=True)
        except (binascii.Error, ValueError):
            raise ValueError(
                settings_phrase(QT_TRANSLATE_NOOP("Settings", "is not base64 text"))
            ) from None
    if not setting.allows(word) and setting.allows(word.lower()):
        return word.lower()  # Challenge, TRUE-style capitals in a hand-written file
    return word


def value_to_text(setting: Setting[Any], value: Any) -> str:
    """The INI text for a valid value of ``setting``."""
    kind = setting.kind
    if kind is bool:
        return "true" if value else "false"
    if kind is int:
        return str(int(value))
    if kind is float:
        return repr(float(value))
    if kind is bytes:
        return escape_string(base64.b64encode(value).decode("ascii"))
    if kind is list:
        if not value:
            return "@Invalid()"
        return ", ".join(escape_item(str(item)) for item in value)
    return escape_item(str(value))


def coerce(setting: Setting[Any], value: Any) -> Any:
    """A value given by code as the setting's type; :class:`ValueError` if it is not one."""
    kind = setting.kind
    if kind is bool:
        if isinstance(value, bool):
            return value
        if isinstance(value, str) and value.strip().lower() in _TRUE + _FALSE:
            return value.strip().lower() in _TRUE
        raise ValueError(value)
    if kind is int:
        if isinstance(value, bool) or not isinstance(value, int | str):
            raise ValueError(value)
        return int(value)
    if kind is float:
        if isinstance(value, bool) or not isinstance(value, int | float | str):
            raise ValueError(value)
        number = float(value)
        if not math.isfinite(number):
            raise ValueError(value)
        return number
    if kind is list:
        if isinstance(value, str):
            return [value]
        if isinstance(value, list | tuple):
            return [str(item) for item in value]
        raise ValueError(value)
    if kind is bytes:
        data = value.data() if hasattr(value, "data") else value
        if isinstance(data, bytes | bytearray | memoryview):
            return bytes(data)
        raise ValueError(value)
    if isinstance(value, str):
        return value.strip()
    raise ValueError(value)


ADMIN_SECTIONS = ("defaults", "locked", "class")
"""The sections of an administrator's file: ``[class]`` sets and locks the class folder."""


def _path_from_text(setting: Setting[Any], text: str) -> str:
    """A folder as an administrator typed it: no INI escapes (a Windows share's
    backslashes stay), surrounding spaces and one pair of quotes taken off; ValueError if
    it is not one ``setting`` allows.

    >>> from .settings_schema import CLASS_FOLDER
    >>> _path_from_text(CLASS_FOLDER, ' "/srv/classes/5B" ')
    '/srv/classes/5B'
    """
    value = text.strip()
    if len(value) >= 2 and value[0] == value[-1] == '"':
        value = value[1:-1].strip()
    if not setting.allows(value):
        raise ValueError(settings_phrase(QT_TRANSLATE_NOOP("Settings", "is not allowed")))
    return value


def _canonical(section: str, name: str) -> str:
    """The full key of an entry, without case: ``[Display] Theme`` is ``display/theme``."""
    name = name.replace("\\", "/").strip().lower()
    section = section.strip().lower()
    return name if section in ("", "general") else f"{section}/{name}"


# ---------------------------------------------------------------- the settings


class Settings(QObject):
    """The user's settings on top of the administrator's defaults and locks."""

    changed = Signal(str, object)
    """A setting changed: key and new value."""

    def __init__(
        self,
        path: Path | None,
        admin_files: Sequence[Path] = (),
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.path = path
        """The user's settings file, or ``None`` (values live in memory only)."""
        self._user: dict[str, Any] = {}
        """The user's valid values, by key."""
        self._dirty: set[str] = set()
        """Keys set since the file was last written."""
        self._unreadable = False
        self._admin_defaults: dict[str, Any] = {}
        self._locked: dict[str, Any] = {}
        self.admin_messages: list[str] = []
        """One line per thing in an administrator's file that could not be used."""
        self.admin_files_read: list[Path] = []
        """The administrator's files that were found and read (About lists them)."""
        self._save_timer: QTimer | None = None
        if path is not None:
            self._user = self._read_user(path)
        for admin in admin_files:
            self._read_admin(admin)
        if self._locked:
            log.info("administrator settings: locked %s", sorted(self._locked))

    # ------------------------------------------------------------ reading files

    def _read_user(self, path: Path) -> dict[str, Any]:
        found = self._read_file(path)
        if found is None or found.blocked is not None:
            return {}
        if found.unreadable:
            self._unreadable = True
            log.warning("%s is not text: its settings are ignored", path)
            return {}
        for problem in found.problems:
            log.warning("%s %s", path, problem)
        values: dict[str, Any] = {}
        for entry in found.entries:
            key = _canonical(entry.section, entry.name)
            setting = SCHEMA.get(key)
            if setting is None:
                continue
            try:
                values[key] = value_from_text(setting, entry.value)
            except ValueError as error:
                log.warning("setting %s has a bad value (%s): using the default", key, error)
                values.pop(key, None)
        return values

    def _read_file(self, path: Path) -> IniText | None:
        """The parsed file, or ``None`` if there is none (or it cannot be read; logged)."""
        try:
            data = read_regular(path, MAX_SETTINGS_BYTES)
        except (FileNotFoundError, NotADirectoryError):
            return None
        except OSError as error:
            reason = error.strerror or str(error)
            log.warning("cannot read the settings file %s: %s", path, reason)
            return IniText(blocked=reason)
        if len(data) > MAX_SETTINGS_BYTES:
            log.warning("%s is over %d bytes: its settings are ignored", path, MAX_SETTINGS_BYTES)
            return IniText(unreadable=True)
        return parse_ini(data)

    def _read_admin(self, path: Path) -> None:
        try:
            data = read_regular(path, MAX_SETTINGS_BYTES)
        except (FileNotFoundError, NotADirectoryError):
            return
        except IsADirectoryError:
            self._admin_problem(
                settings_phrase(
                    QT_TRANSLATE_NOOP("Settings", "%1 is a folder, not a settings file; ignored"),
                    path,
                )
            )
            return
        except NotAFileError:
            self._admin_problem(
                settings_phrase(
                    QT_TRANSLATE_NOOP("Settings", "%1 is not a regular file; ignored"), path
                )
            )
            return
        except OSError as error:
            reason = error.strerror or type(error).__name__
            #: %1 the file, %2 the system's reason
            problem = QT_TRANSLATE_NOOP(
                "Settings", "%1 could not be read (%2); its settings were ignored"
            )
            self._admin_problem(settings_phrase(problem, path, reason))
            return
        if len(data) > MAX_SETTINGS_BYTES:
            problem = QT_TRANSLATE_NOOP(
                "Settings",
                "%1 is too big for a settings file (over %2 bytes); its settings were ignored",
            )
            self._admin_problem(settings_phrase(problem, path, MAX_SETTINGS_BYTES))
            return
        self.admin_files_read.append(path)
        found = parse_ini(data)
        if found.unreadable:
            problem = QT_TRANSLATE_NOOP(
                "Settings",
                "%1 is not text in UTF-8 or UTF-16 (with a BOM); its settings were ignored",
            )
            self._admin_problem(settings_phrase(problem, path))
            return
        #: where in a settings file: %1 the file, %2 what is wrong on which line
        where = QT_TRANSLATE_NOOP("Settings", "%1, %2")
        messages = [settings_phrase(where, path, problem) for problem in found.problems]
        for section, line in found.sections:
            if section.lower() not in ADMIN_SECTIONS:
                unknown = QT_TRANSLATE_NOOP(
                    "Settings",
                    "%1, line %2: [%3] is not a section Wild West knows (use [defaults], "
                    "[locked] or [class]); its settings are ignored",
                )
                messages.append(settings_phrase(unknown, path, line, section))
        locked_here: dict[str, Any] = {}
        defaults_here: dict[str, Any] = {}
        for entry in found.entries:
            wrong = self._admin_entry(entry, locked_here, defaults_here)
            if wrong is not None:
                #: %1 the file, %2 the line, %3 what is wrong with it
                at_line = QT_TRANSLATE_NOOP("Settings", "%1, line %2: %3")
                messages.append(settings_phrase(at_line, path, entry.line, wrong))
        messages.sort(key=_line_order)
        for message in messages[:MAX_ADMIN_MESSAGES]:
            self._admin_problem(message)
        if len(messages) > MAX_ADMIN_MESSAGES:
            for message in messages[MAX_ADMIN_MESSAGES:]:
                log.warning("administrator settings: %s", message)
            more = len(messages) - MAX_ADMIN_MESSAGES
            problem = QT_TRANSLATE_NOOP(
                "Settings", "%1: %2 more lines could not be used (listed in the log)"
            )
            self.admin_messages.append(settings_phrase(problem, path, more))
        self._locked.update(locked_here)
        for key, value in defaults_here.items():
            self._admin_defaults[key] = value

    def _admin_entry(
        self, entry: IniEntry, locked: dict[str, Any], defaults: dict[str, Any]
    ) -> str | None:
        """Take one line of an administrator's file; what is wrong with it, or ``None``.

        ``[class] folder=…`` is ``class/folder`` set and locked (as the school's IT writes
        it: the folder as typed, ``\\\\server\\share\\5B``), like ``[locked]
        class/folder=…``."""
        section = entry.section.lower()
        if section not in ADMIN_SECTIONS:
            if entry.section == "":
                return settings_phrase(
                    QT_TRANSLATE_NOOP("Settings", "%1 is outside [defaults] and [locked]; ignored"),
                    entry.name,
                )
            return None  # reported once, at the section's line
        key = _canonical(section if section == "class" else "", entry.name)
        setting = SCHEMA.get(key)
        if (
            setting is None
            or (section != "defaults" and not setting.lockable)
            or (section == "class" and not key.startswith("class/"))
        ):
            return settings_phrase(
                QT_TRANSLATE_NOOP("Settings", "unknown setting %1 in [%2]; ignored"),
                entry.name,
                entry.section,
            )
        try:
            value = (
                _path_from_text(setting, entry.value)
                if setting.path
                else value_from_text(setting, entry.value)
            )
        except ValueError as error:
            shown = entry.value if len(entry.value) <= 40 else entry.value[:40] + "…"
            reason = error.args[0] if error.args else str(error)
            if setting.allowed:
                #: a bad line of a settings file: %1 the setting, %2 its value, %3 what is
                #: wrong ("is not allowed"), %4 the values allowed
                problem = QT_TRANSLATE_NOOP("Settings", "%1=%2 %3 (allowed: %4); ignored")
                return settings_phrase(problem, key, shown, reason, setting.allowed)
            return settings_phrase(
                QT_TRANSLATE_NOOP("Settings", "%1=%2 %3; ignored"), key, shown, reason
            )
        (defaults if section == "defaults" else locked)[key] = value
        return None

    def _admin_problem(self, message: str) -> None:
        log.warning("administrator settings: %s", message)
        self.admin_messages.append(message)

    # ------------------------------------------------------------ values

    def default(self, setting: Setting[T]) -> T:
        """The value a user starts with: the school's (locked or default), else the built-in."""
        return self._copy(setting, self._default(setting.key))

    def _default(self, key: str) -> Any:
        if key in self._locked:
            return self._locked[key]
        return self._admin_defaults.get(key, SCHEMA[key].default)

    def is_locked(self, setting: Setting[Any]) -> bool:
        return setting.key in self._locked

    def locked_keys(self) -> list[str]:
        """Every locked setting's key, sorted."""
        return sorted(self._locked)

    def get(self, setting: Setting[T]) -> T:
        """The value, of the setting's type: the administrator's if locked, else the user's if
        valid, else the default (a list is a new list: changing it changes no setting)."""
        key = setting.key
        if key in self._locked:
            value = self._locked[key]
        elif key in self._user:
            value = self._user[key]
        else:
            value = self._default(key)
        return self._copy(setting, value)

    @staticmethod
    def _copy(setting: Setting[T], value: Any) -> T:
        """``value`` as the setting's type (a list copied)."""
        if isinstance(value, list):
            value = list(value)
        if not isinstance(value, setting.kind):  # the schema's checks make this impossible
            raise TypeError(f"{setting.key} holds {type(value).__name__}")
        return value

    def locked_game_rules(self) -> LockedRules:
        """The locked mode and house rules, for every game started or opened."""
        mode = self._locked.get(GAME_MODE.key)
        return LockedRules(
            mode=Mode(mode) if mode is not None else None,
            equal_turns=self._locked.get(GAME_EQUAL_TURNS.key),
            steal_costs_points=self._locked.get(GAME_STEAL_COSTS_POINTS.key),
            face_cards=self._locked.get(GAME_FACE_CARDS.key),
        )

    def set_value(self, setting: Setting[Any], value: object) -> bool:
        """Store a value; False (and nothing changes) if it is locked or not valid. The value
        may be given as its text too (``"true"``, ``"1.5"``), as a form would have it."""
        key = setting.key
        if key in self._locked:
            return False
        try:
            value = coerce(setting, value)
        except (TypeError, ValueError):
            return False
        if not setting.allows(value):
            return False
        if self.get(setting) == value:
            return True
        self._user[key] = value
        self._dirty.add(key)
        self._schedule_save()
        self.changed.emit(key, value)
        return True

    # ------------------------------------------------------------ writing

    def _schedule_save(self) -> None:
        if self.path is None or QCoreApplication.instance() is None:
            return
        if self._save_timer is None:
            self._save_timer = QTimer(self)
            self._save_timer.setSingleShot(True)
            self._save_timer.setInterval(SAVE_DELAY_MS)
            self._save_timer.timeout.connect(self._save_soon)
        self._save_timer.start()

    def _save_soon(self) -> None:
        problem = self.sync()
        if problem is not None:
            log.warning("%s", problem)

    def sync(self) -> str | None:
        """Write the changed settings to disk now; a message if that failed (the game goes on
        either way, with the values kept in memory)."""
        if self._save_timer is not None:
            self._save_timer.stop()
        if self.path is None or not self._dirty:
            return None
        path = self.path
        found = self._read_file(path)  # what another copy may have written meanwhile
        if found is not None and found.blocked is not None:
            # Never replace a file that could not be read: it may hold what the user set.
            return f"Settings could not be saved to {path}: it cannot be read ({found.blocked})"
        if self._unreadable or (found is not None and found.unreadable):
            try:
                move_aside(path, "unreadable")
            except FileNotFoundError:
                pass
            except OSError as error:
                return f"Settings could not be saved to {path}: {error.strerror or error}"
            found = None
            self._unreadable = False
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as error:
            return f"Settings could not be saved to {path}: {error.strerror or error}"
        problem = atomic_write(path, self._file_text(found).encode("utf-8"))
        if problem is not None:
            return f"Settings could not be saved to {path}: {problem}"
        self._dirty.clear()
        return None

    def _file_text(self, found: IniText | None) -> str:
        """The user's file: what is on disk now, with this copy's changes put in. Keys this
        version does not know are kept as they are."""
        values: dict[str, str] = {}
        for entry in found.entries if found is not None else []:
            values[_canonical(entry.section, entry.name)] = entry.value
        for key in self._dirty:
            if key in self._user:
                values[key] = value_to_text(SCHEMA[key], self._user[key])
        sections: dict[str, list[str]] = {}
        for key in sorted(values):
            section, _, name = key.partition("/")
            if not name:
                section, name = "General", key
            sections.setdefault(section, []).append(f"{name.replace('/', chr(92))}={values[key]}")
        blocks = [
            "\n".join([f"[{section}]", *lines])
            for section, lines in sorted(sections.items(), key=lambda s: (s[0] != "General", s[0]))
        ]
        return "\n\n".join(blocks) + "\n"


def _line_order(message: str) -> tuple[int, str]:
    found = re.search(r", line (\d+):", message)
    return (int(found.group(1)) if found else 0, message)


# ---------------------------------------------------------------- the command line


def command_line_choice(
    settings: Settings, setting: Setting[str], option: str, wanted: str | None
) -> tuple[str | None, Phrase | None]:
    """What a command-line option may choose for ``setting`` (``wanted``: the option's
    value, ``None`` when it was not given): ``wanted``, or ``None`` and one line saying why
    not when the school locked the setting. Locks win over the command line as over
    everything else (``--language``, ``--mode``).

    >>> command_line_choice(Settings(None), DISPLAY_LANGUAGE, "--language", "de")
    ('de', None)
    """
    if wanted is None or not settings.is_locked(setting):
        return wanted, None
    #: the command line asked for a setting the school locked: %1 the option (--language),
    #: %2 its value, %3 the setting, %4 the school's value
    note = QT_TRANSLATE_NOOP(
        "Settings", "%1 %2 is not used: the school has locked %3 to %4 on this computer"
    )
    return None, settings_phrase(
        note, option, wanted, setting.key, value_to_text(setting, settings.get(setting))
    )
