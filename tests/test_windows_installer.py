"""The Windows installer admits only the Windows versions the pinned Qt runs on (issue 30):
Qt 6.8 to 6.11 need Windows 10 1809 (build 17763) or later, 64-bit; an older Windows 10
lacks the icuuc.dll Qt6Core imports, so the game would not start there."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
ISS = ROOT / "build_scripts" / "installers" / "windows" / "wildwest.iss"

QT_WINDOWS_FLOOR = {
    (6, 8): "10.0.17763",
    (6, 9): "10.0.17763",
    (6, 10): "10.0.17763",
    (6, 11): "10.0.17763",
}
"""The least Windows each Qt minor version supports (Qt's supported-platforms pages)."""


def iss_value(key: str) -> str:
    found = re.search(rf"^{key}=(.+)$", ISS.read_text("utf-8"), re.MULTILINE)
    assert found, f"{key} is missing from {ISS.name}"
    return found.group(1).strip()


def pinned_minors() -> list[tuple[int, int]]:
    """The Qt minor versions the project's PySide6 pin allows (``>=6.8,<6.12``)."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))
    pin = next(d for d in project["project"]["dependencies"] if d.startswith("PySide6"))
    low = re.search(r">=\s*6\.(\d+)", pin)
    high = re.search(r"<\s*6\.(\d+)", pin)
    assert low and high, f"PySide6 is pinned without a range: {pin}"
    return [(6, minor) for minor in range(int(low.group(1)), int(high.group(1)))]


def test_the_installer_refuses_windows_older_than_qt_supports():
    """MinVersion is the newest floor among the Qt versions the pin allows; a pin that
    admits a Qt this table does not know fails here, to be looked up and added."""
    minors = pinned_minors()
    unknown = [m for m in minors if m not in QT_WINDOWS_FLOOR]
    assert not unknown, f"look up the Windows floor of Qt {unknown} and set MinVersion"
    floor = max((QT_WINDOWS_FLOOR[m] for m in minors), key=lambda v: tuple(map(int, v.split("."))))
    assert iss_value("MinVersion") == floor


def test_the_installer_is_64_bit_only():
    """PySide6's Windows wheels are x64 only: the installer says so before installing."""
    assert iss_value("ArchitecturesAllowed") == "x64compatible"
    assert iss_value("ArchitecturesInstallIn64BitMode") == "x64compatible"
