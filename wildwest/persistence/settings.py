"""Settings, in an INI file (``QSettings``), with defaults and locks a school can ship.

Every setting has a key, a type, a default and a check in :data:`SCHEMA`. A
value that is missing or not valid (a hand-edited file) falls back to the
default with a warning in the log, so a bad settings file never stops the game.

An administrator's settings file (see ``AppPaths.admin_settings_files`` and
the README) can set defaults in a ``[defaults]`` section and lock settings in
a ``[locked]`` section; a locked setting keeps the administrator's value and
the app greys out its control.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, QSettings, Signal

log = logging.getLogger(__name__)

MODES = ("auto", "practice", "challenge")
THEMES = ("system", "light", "dark", "high_contrast")
TEXT_SCALES = (1.0, 1.25, 1.5, 2.0)
MAX_PLAYERS = 14
MAX_NAME_LENGTH = 24


@dataclass(frozen=True, slots=True)
class Setting:
    key: str
    kind: type
    default: Any
    check: Callable[[Any], bool] = lambda value: True
    label: str = ""


def _names_ok(value: Any) -> bool:
    return (
        isinstance(value, list)
        and len(value) <= MAX_PLAYERS
        and all(isinstance(n, str) and len(n) <= MAX_NAME_LENGTH for n in value)
    )


SCHEMA: dict[str, Setting] = {
    s.key: s
    for s in (
        Setting("players/names", list, [], _names_ok, "player names"),
        Setting("players/count", int, 2, lambda v: 2 <= v <= MAX_PLAYERS, "number of players"),
        Setting("game/mode", str, "auto", lambda v: v in MODES, "factoring mode"),
        Setting("game/equal_turns", bool, True, label="equal turns"),
        Setting("game/steal_costs_points", bool, False, label="steals cost points"),
        Setting("display/animations", bool, True, label="animations"),
        Setting("display/theme", str, "system", lambda v: v in THEMES, "theme"),
        Setting("display/text_scale", float, 1.0, lambda v: v in TEXT_SCALES, "text size"),
        Setting("display/four_colour", bool, False, label="four-colour deck"),
        Setting("display/suit_letters", bool, False, label="suit letters on cards"),
        Setting(
            "reference/lock_checker_in_challenge", bool, True, label="hide the checker in Challenge"
        ),
        Setting("window/geometry", bytes, b"", label="window size and position"),
        Setting("window/state", bytes, b"", label="panel layout"),
        Setting("files/recent", list, [], lambda v: all(isinstance(p, str) for p in v), "recent"),
    )
}


def _convert(setting: Setting, raw: Any) -> Any:
    """A raw QSettings value as the setting's type; raises ValueError if it cannot be."""
    kind = setting.kind
    if kind is bool:
        if isinstance(raw, bool):
            return raw
        text = str(raw).strip().lower()
        if text in ("true", "1", "yes", "on"):
            return True
        if text in ("false", "0", "no", "off"):
            return False
        raise ValueError(raw)
    if kind is int:
        if isinstance(raw, bool):
            raise ValueError(raw)
        return int(str(raw).strip())
    if kind is float:
        return float(str(raw).strip())
    if kind is list:
        if raw in (None, ""):
            return []
        if isinstance(raw, str):
            return [raw]
        if isinstance(raw, (list, tuple)):
            return [str(item) for item in raw]
        raise ValueError(raw)
    if kind is bytes:
        data = raw.data() if hasattr(raw, "data") else raw
        if isinstance(data, (bytes, bytearray)):
            return bytes(data)
        raise ValueError(raw)
    if kind is str:
        return str(raw).strip()
    raise ValueError(raw)


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
        self._store: QSettings | None = None
        self._memory: dict[str, Any] = {}
        if path is not None:
            self._store = QSettings(str(path), QSettings.Format.IniFormat)
        self._admin_defaults: dict[str, Any] = {}
        self._locked: set[str] = set()
        self.admin_messages: list[str] = []
        for admin in admin_files:
            self._read_admin(admin)

    # ------------------------------------------------------------ administrator file

    def _read_admin(self, path: Path) -> None:
        if not path.is_file():
            return
        admin = QSettings(str(path), QSettings.Format.IniFormat)
        if admin.status() != QSettings.Status.NoError:
            self.admin_messages.append(f"{path} could not be read and was ignored")
            return
        for group, target in (("defaults", self._admin_defaults), ("locked", None)):
            admin.beginGroup(group)
            for flat in admin.allKeys():
                key = flat.replace("\\", "/")
                setting = SCHEMA.get(key)
                if setting is None:
                    self.admin_messages.append(f"{path.name}: unknown setting [{group}] {key}")
                    continue
                try:
                    value = _convert(setting, admin.value(flat))
                    if not setting.check(value):
                        raise ValueError(value)
                except (TypeError, ValueError):
                    self.admin_messages.append(f"{path.name}: [{group}] {key} has a bad value")
                    continue
                if target is None:
                    self._admin_defaults[key] = value
                    self._locked.add(key)
                else:
                    target[key] = value
            admin.endGroup()
        log.info("administrator settings from %s: locked %s", path, sorted(self._locked))

    # ------------------------------------------------------------ values

    def default(self, key: str) -> Any:
        return self._admin_defaults.get(key, SCHEMA[key].default)

    def is_locked(self, key: str) -> bool:
        return key in self._locked

    def value(self, key: str) -> Any:
        """The value: the administrator's if locked, else the user's if valid, else the default."""
        setting = SCHEMA[key]
        if key in self._locked:
            return self._admin_defaults[key]
        if self._store is None:
            return self._memory.get(key, self.default(key))
        if not self._store.contains(key):
            return self.default(key)
        raw = self._store.value(key)
        try:
            value = _convert(setting, raw)
            if not setting.check(value):
                raise ValueError(value)
        except (TypeError, ValueError):
            log.warning("setting %s has a bad value %r; using the default", key, raw)
            return self.default(key)
        return value

    def set_value(self, key: str, value: Any) -> bool:
        """Store a value; False (and nothing changes) if it is locked or not valid."""
        setting = SCHEMA[key]
        if key in self._locked:
            return False
        try:
            value = _convert(setting, value)
        except (TypeError, ValueError):
            return False
        if not setting.check(value):
            return False
        if self.value(key) == value:
            return True
        if self._store is None:
            self._memory[key] = value
        else:
            self._store.setValue(key, value)
        self.changed.emit(key, value)
        return True

    def sync(self) -> str | None:
        """Write to disk now; a message if that failed (the game goes on either way)."""
        if self._store is None:
            return None
        self._store.sync()
        if self._store.status() != QSettings.Status.NoError:
            return f"Settings could not be saved to {self._store.fileName()}"
        return None
