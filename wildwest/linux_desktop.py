"""Before Qt starts on Linux: is there a desktop to open a window on, and can Qt use it?

Qt's X11 platform plugin (``xcb``) needs system libraries that a minimal Linux
install may not have (``libxcb-cursor0`` and friends). Without them Qt prints
"could not load the Qt platform plugin "xcb"" and aborts; without any display at
all it aborts too. :func:`desktop_problem` finds out first, without starting Qt,
and says which packages to install, by their Debian/Ubuntu and Fedora names.

It loads the plugin the way Qt would (``dlopen`` of the plugin file, whose own
search path finds the libraries Qt ships), so a library Qt would find is never
reported; only when that fails does it try each library Qt's X11 plugin uses, to
name every missing one at once. Standard library only: this runs before Qt is
imported.
"""

from __future__ import annotations

import importlib.util
import os
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path

PACKAGES: dict[str, tuple[str, str]] = {
    # library file: (Debian/Ubuntu package, Fedora package)
    "libxcb-cursor.so.0": ("libxcb-cursor0", "xcb-util-cursor"),
    "libxcb-icccm.so.4": ("libxcb-icccm4", "xcb-util-wm"),
    "libxcb-image.so.0": ("libxcb-image0", "xcb-util-image"),
    "libxcb-keysyms.so.1": ("libxcb-keysyms1", "xcb-util-keysyms"),
    "libxcb-render-util.so.0": ("libxcb-render-util0", "xcb-util-renderutil"),
    "libxcb-util.so.1": ("libxcb-util1", "xcb-util"),
    "libxcb-randr.so.0": ("libxcb-randr0", "libxcb"),
    "libxcb-shape.so.0": ("libxcb-shape0", "libxcb"),
    "libxcb-shm.so.0": ("libxcb-shm0", "libxcb"),
    "libxcb-sync.so.1": ("libxcb-sync1", "libxcb"),
    "libxcb-xfixes.so.0": ("libxcb-xfixes0", "libxcb"),
    "libxcb-render.so.0": ("libxcb-render0", "libxcb"),
    "libxcb-xkb.so.1": ("libxcb-xkb1", "libxcb"),
    "libxcb.so.1": ("libxcb1", "libxcb"),
    "libxkbcommon-x11.so.0": ("libxkbcommon-x11-0", "libxkbcommon-x11"),
    "libxkbcommon.so.0": ("libxkbcommon0", "libxkbcommon"),
    "libX11-xcb.so.1": ("libx11-xcb1", "libX11-xcb"),
    "libX11.so.6": ("libx11-6", "libX11"),
    "libXau.so.6": ("libxau6", "libXau"),
    "libXdmcp.so.6": ("libxdmcp6", "libXdmcp"),
    "libGL.so.1": ("libgl1", "libglvnd-glx"),
    "libEGL.so.1": ("libegl1", "libglvnd-egl"),
    "libfontconfig.so.1": ("libfontconfig1", "fontconfig"),
    "libfreetype.so.6": ("libfreetype6", "freetype"),
    "libdbus-1.so.3": ("libdbus-1-3", "dbus-libs"),
    "libglib-2.0.so.0": ("libglib2.0-0", "glib2"),
}
"""The libraries Qt's X11 plugin and Qt GUI load from the system (``ldd`` of PySide6's
``libqxcb.so``, less what PySide6 ships), and the packages that provide them."""

ALL_PACKAGES = tuple(dict.fromkeys(debian for debian, _fedora in PACKAGES.values()))
"""Every Debian/Ubuntu package above: what the README tells a Linux user to install."""

_MISSING = re.compile(r"([\w.+-]+\.so(?:\.\d+)*): cannot open shared object file")

Loader = Callable[[str], None]
"""Loads a library by file name or path; raises OSError with the loader's message."""


def _dlopen(name: str) -> None:
    """``dlopen`` as ``ctypes.CDLL`` does it (its own loader, without the ``ctypes`` module
    around it: about 1.5 ms of the start on Linux, issue 31)."""
    try:
        from _ctypes import dlopen
    except ImportError:  # not CPython's ctypes: the module's own way
        import ctypes

        ctypes.CDLL(name, mode=os.RTLD_LAZY)
        return
    dlopen(name, os.RTLD_LAZY)


@dataclass(frozen=True)
class DesktopProblem:
    """Why the app cannot open a window here, and what to do about it."""

    message: str
    missing: tuple[str, ...] = ()


def desktop_problem(
    environ: Mapping[str, str] | None = None,
    platform: str | None = None,
    plugin: Path | None = None,
    load: Loader = _dlopen,
) -> DesktopProblem | None:
    """What stops Qt from opening a window on this Linux desktop, or None (also None on
    Windows and macOS, and wherever Qt is told to use a platform other than X11)."""
    import sys

    environ = os.environ if environ is None else environ
    platform = sys.platform if platform is None else platform
    if not platform.startswith("linux"):
        return None
    chosen = environ.get("QT_QPA_PLATFORM", "").strip()
    if chosen and not chosen.startswith("xcb"):
        return None  # offscreen, wayland, vnc…: not the X11 plugin
    wayland = bool(environ.get("WAYLAND_DISPLAY")) or environ.get("XDG_SESSION_TYPE") == "wayland"
    if not chosen and wayland:
        return None  # Qt tries Wayland first there, and needs none of this
    if not environ.get("DISPLAY"):
        return DesktopProblem(
            "wildwest: there is no desktop to open the game's window on (DISPLAY is not "
            "set). Start Wild West from the desktop's menu or a terminal inside the "
            "desktop; to check this copy without a desktop, use: wildwest --self-test"
        )
    plugin = _xcb_plugin() if plugin is None else plugin
    if plugin is None or not plugin.is_file():
        return None  # not a layout we know: leave it to Qt
    try:
        load(str(plugin))
    except OSError as error:
        found = _MISSING.search(str(error))
        first = found.group(1) if found else None
        missing = [name for name in PACKAGES if not _loads(name, load)]
        if first and first not in missing:
            missing.insert(0, first)
        if not missing:
            return None  # failed for another reason: Qt's own message says more
        return DesktopProblem(_install_message(missing), tuple(missing))
    return None


def _loads(name: str, load: Loader) -> bool:
    try:
        load(name)
    except OSError:
        return False
    return True


def _xcb_plugin() -> Path | None:
    """Qt's X11 plugin inside the installed (or bundled) PySide6, found without importing
    it."""
    try:
        spec = importlib.util.find_spec("PySide6")
    except (ImportError, ValueError):
        return None
    if spec is None or not spec.submodule_search_locations:
        return None
    for folder in spec.submodule_search_locations:
        path = Path(folder) / "Qt" / "plugins" / "platforms" / "libqxcb.so"
        if path.is_file():
            return path
    return None


def _install_message(missing: list[str]) -> str:
    known = [name for name in missing if name in PACKAGES]
    unknown = [name for name in missing if name not in PACKAGES]
    debian = " ".join(dict.fromkeys(PACKAGES[name][0] for name in known))
    fedora = " ".join(dict.fromkeys(PACKAGES[name][1] for name in known))
    lines = [
        "wildwest: Qt cannot open the game's window: this Linux is missing libraries "
        f"that Qt's X11 support needs ({', '.join(missing)}).",
        "Install them (this needs an administrator), then start Wild West again:",
    ]
    if known:
        lines += [
            f"  Debian, Ubuntu, Mint:  sudo apt install {debian}",
            f"  Fedora:                sudo dnf install {fedora}",
        ]
    if unknown:
        lines.append(
            "  and the package that provides " + ", ".join(unknown) + " (your system's "
            "package search finds it by that file name)"
        )
    return "\n".join(lines)
