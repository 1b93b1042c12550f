"""Before Qt starts on Linux: no display, or Qt's X11 libraries missing, is said in words
with the packages to install, instead of Qt's abort (issue 11, item 15)."""

from __future__ import annotations

import ctypes
import os
import sys
from pathlib import Path

import pytest

from wildwest import linux_desktop
from wildwest.linux_desktop import ALL_PACKAGES, PACKAGES, DesktopProblem, desktop_problem

X11 = {"DISPLAY": ":0"}


def loader(missing: set[str], plugin_error: str | None = None):
    """A stand-in for dlopen: the plugin fails with the loader's message for the first
    missing library (or ``plugin_error``); each library in ``missing`` fails by name."""
    loaded: list[str] = []

    def load(name: str) -> None:
        loaded.append(name)
        if name.endswith("libqxcb.so"):
            if plugin_error is not None:
                raise OSError(plugin_error)
            if missing:
                first = sorted(missing)[0]
                raise OSError(f"{first}: cannot open shared object file: No such file or directory")
        elif name in missing:
            raise OSError(f"{name}: cannot open shared object file: No such file or directory")

    load.loaded = loaded  # type: ignore[attr-defined]
    return load


@pytest.fixture
def plugin(tmp_path) -> Path:
    path = tmp_path / "PySide6" / "Qt" / "plugins" / "platforms" / "libqxcb.so"
    path.parent.mkdir(parents=True)
    path.write_bytes(b"\x7fELF")
    return path


@pytest.mark.parametrize("platform", ["win32", "darwin"])
def test_windows_and_macos_are_never_checked(platform, plugin):
    load = loader({"libxcb-cursor.so.0"})
    assert desktop_problem({}, platform, plugin, load) is None
    assert load.loaded == []


@pytest.mark.parametrize(
    "environ",
    [
        {"QT_QPA_PLATFORM": "offscreen"},
        {"QT_QPA_PLATFORM": "wayland", "DISPLAY": ":0"},
        {"WAYLAND_DISPLAY": "wayland-0", "DISPLAY": ":0"},
        {"XDG_SESSION_TYPE": "wayland"},
    ],
)
def test_platforms_other_than_x11_are_left_to_qt(environ, plugin):
    load = loader({"libxcb-cursor.so.0"})
    assert desktop_problem(environ, "linux", plugin, load) is None
    assert load.loaded == []


@pytest.mark.parametrize("environ", [{}, {"DISPLAY": ""}, {"QT_QPA_PLATFORM": "xcb"}])
def test_no_display_says_where_to_start_the_game(environ, plugin):
    problem = desktop_problem(environ, "linux", plugin, loader(set()))
    assert problem is not None and problem.missing == ()
    assert "DISPLAY is not set" in problem.message
    assert "wildwest --self-test" in problem.message


def test_a_plugin_that_loads_is_no_problem(plugin):
    load = loader(set())
    assert desktop_problem(X11, "linux", plugin, load) is None
    assert load.loaded == [str(plugin)]  # only the plugin: nothing more to load at start-up


def test_missing_libraries_are_all_named_with_debian_and_fedora_packages(plugin):
    missing = {"libxcb-cursor.so.0", "libxcb-icccm.so.4", "libxkbcommon-x11.so.0"}
    problem = desktop_problem({**X11, "QT_QPA_PLATFORM": "xcb"}, "linux", plugin, loader(missing))
    assert problem is not None
    assert set(problem.missing) == missing
    lines = problem.message.splitlines()
    assert lines[0].startswith("wildwest: Qt cannot open the game's window")
    debian = next(line for line in lines if "apt install" in line).split("apt install ")[1]
    fedora = next(line for line in lines if "dnf install" in line).split("dnf install ")[1]
    assert set(debian.split()) == {"libxcb-cursor0", "libxcb-icccm4", "libxkbcommon-x11-0"}
    assert set(fedora.split()) == {"xcb-util-cursor", "xcb-util-wm", "libxkbcommon-x11"}


def test_a_library_not_in_the_table_is_still_named(plugin):
    error = "libxcb-future.so.9: cannot open shared object file: No such file or directory"
    problem = desktop_problem(X11, "linux", plugin, loader(set(), plugin_error=error))
    assert problem == DesktopProblem(problem.message, ("libxcb-future.so.9",))
    assert "apt install" not in problem.message
    assert "the package that provides libxcb-future.so.9" in problem.message


def test_a_plugin_failing_for_another_reason_is_left_to_qt(plugin):
    error = f"{plugin}: wrong ELF class: ELFCLASS32"
    assert desktop_problem(X11, "linux", plugin, loader(set(), plugin_error=error)) is None


def test_no_plugin_file_is_left_to_qt(tmp_path):
    load = loader({"libxcb-cursor.so.0"})
    assert desktop_problem(X11, "linux", tmp_path / "nowhere" / "libqxcb.so", load) is None
    assert load.loaded == []


def test_every_library_has_both_package_names():
    assert all(name.startswith("lib") and ".so." in name for name in PACKAGES)
    assert all(debian and fedora for debian, fedora in PACKAGES.values())
    assert len(ALL_PACKAGES) == len(set(ALL_PACKAGES))


def test_the_readme_lists_every_debian_package():
    readme = (Path(__file__).resolve().parents[1] / "README.md").read_text(encoding="utf-8")
    assert all(package in readme for package in ALL_PACKAGES)
    assert "xcb-util-cursor" in readme  # and the Fedora names


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Qt's X11 plugin is Linux's")
def test_on_this_machine_only_libraries_that_really_fail_are_reported():
    """The real plugin, the real loader: whatever this machine has, nothing that loads is
    reported as missing."""
    problem = desktop_problem({"DISPLAY": ":0"}, "linux")
    for name in problem.missing if problem else ():
        with pytest.raises(OSError):
            ctypes.CDLL(name, mode=os.RTLD_LAZY)


def test_the_app_says_so_and_stops_before_qt_starts(monkeypatch, capsys):
    from wildwest import __main__ as cli

    said = DesktopProblem("wildwest: first line\n  second line", ("libxcb-cursor.so.0",))
    monkeypatch.setattr(linux_desktop, "desktop_problem", lambda: said)
    monkeypatch.setattr("wildwest.app.run_app", lambda args: pytest.fail("Qt was started"))
    assert cli.main([]) == cli.EXIT_NO_DESKTOP == 3
    assert capsys.readouterr().err == "wildwest: first line\n  second line\n"


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="dlopen is Linux's here")
def test_the_loader_loads_what_ctypes_loads_and_says_why_not_as_ctypes_does():
    """The start's own dlopen (without the ctypes module) behaves as ``ctypes.CDLL``."""
    linux_desktop._dlopen("libc.so.6")  # loads: no error
    with pytest.raises(OSError) as ours:
        linux_desktop._dlopen("libwildwest-nothing-like-it.so.9")
    with pytest.raises(OSError) as theirs:
        ctypes.CDLL("libwildwest-nothing-like-it.so.9", mode=os.RTLD_LAZY)
    assert "cannot open shared object file" in str(ours.value)
    assert str(ours.value) == str(theirs.value)
