"""Where the files go: --data-dir, the names it refuses, and where the administrator's
settings file is looked for."""

from __future__ import annotations

from pathlib import Path

import pytest

from wildwest.persistence import paths
from wildwest.persistence.paths import resolve_paths
from wildwest.persistence.settings import Settings
from wildwest.persistence.settings_schema import DISPLAY_THEME, GAME_MODE


def test_a_data_dir_keeps_everything_in_it(tmp_path):
    """--data-dir DIR puts data, settings and logs in DIR (an absolute path)."""
    paths = resolve_paths(str(tmp_path / "class"))
    assert paths.data_dir == paths.config_dir == tmp_path / "class"
    assert paths.log_dir == tmp_path / "class" / "logs"
    assert paths.settings_file == tmp_path / "class" / "wildwest.ini"


@pytest.mark.parametrize("blank", ["", "   ", "\t"])
def test_an_empty_data_dir_is_refused(blank, tmp_path, monkeypatch):
    """--data-dir "" would write into whatever folder the app was started in: refused with a
    one-line ValueError, and nothing is made in the current folder."""
    monkeypatch.chdir(tmp_path)
    with pytest.raises(ValueError, match=r"^the data folder's name is empty") as caught:
        resolve_paths(blank)
    assert "\n" not in str(caught.value)
    assert list(tmp_path.iterdir()) == []


def test_a_data_dir_with_a_nul_is_refused():
    """A name with a NUL character gets a message, not Python's 'embedded null byte'."""
    with pytest.raises(ValueError, match="NUL character"):
        resolve_paths("class\x006B")


def test_a_relative_data_dir_is_made_absolute(tmp_path, monkeypatch):
    """A relative --data-dir is taken from the current folder once, at start-up."""
    monkeypatch.chdir(tmp_path)
    assert resolve_paths("data").data_dir == Path(tmp_path, "data")


# ---------------------------------------------------------------- the administrator's file


def write_admin(folder: Path, text: str) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / paths.ADMIN_SETTINGS_NAME
    path.write_text(text, encoding="utf-8")
    return path


@pytest.fixture
def system_places(tmp_path, monkeypatch):
    """Stand-ins for /etc/xdg and the program's folder (this machine's are never read)."""
    etc = tmp_path / "etc-xdg"
    program = tmp_path / "program"
    program.mkdir()
    monkeypatch.setattr(paths, "LINUX_SYSTEM_CONFIG", etc)
    monkeypatch.setattr(paths, "program_dir", lambda: program)
    monkeypatch.setattr(paths.sys, "platform", "linux")
    return etc, program


def test_etc_xdg_is_read_whatever_xdg_config_dirs_says(tmp_path, monkeypatch, system_places):
    """The attack `XDG_CONFIG_DIRS=/tmp wildwest`: /etc/xdg/WildWest is still read, and a
    lock in it holds (issue 28, point 5)."""
    etc, _program = system_places
    write_admin(etc / "WildWest", "[locked]\ngame/mode=practice\n")
    monkeypatch.setenv("XDG_CONFIG_DIRS", str(tmp_path / "empty"))
    files = resolve_paths(tmp_path / "data").admin_settings_files()
    assert files[-1] == etc / "WildWest" / paths.ADMIN_SETTINGS_NAME
    settings = Settings(None, files)
    assert settings.is_locked(GAME_MODE)
    assert settings.get(GAME_MODE) == "practice"


def test_no_other_admin_file_undoes_the_system_ones_lock(tmp_path, monkeypatch, system_places):
    """A pupil's own wildwest-admin.ini, in a folder XDG_CONFIG_DIRS names or next to the
    program, can neither unlock nor change a setting /etc/xdg locks: the system's file is
    read last and wins; a lock anywhere stays a lock."""
    etc, program = system_places
    write_admin(etc / "WildWest", "[locked]\ngame/mode=practice\n[defaults]\ndisplay/theme=light\n")
    pupil = "[locked]\ngame/mode=auto\ndisplay/theme=dark\n[defaults]\ngame/mode=auto\n"
    write_admin(tmp_path / "evil" / "WildWest", pupil)
    write_admin(program, pupil)
    monkeypatch.setenv("XDG_CONFIG_DIRS", f"{tmp_path / 'evil'}:/etc/xdg")
    settings = Settings(None, resolve_paths(tmp_path / "data").admin_settings_files())
    assert settings.get(GAME_MODE) == "practice"
    assert settings.is_locked(GAME_MODE)
    # the school only suggested a theme; the other file's lock on it still counts
    assert settings.is_locked(DISPLAY_THEME)


def test_xdg_config_dirs_are_read_backwards_without_relative_entries():
    """$XDG_CONFIG_DIRS lists the most important folder first; relative and empty entries
    are ignored (the XDG specification calls them invalid); /etc/xdg comes once, last."""
    found = paths.xdg_config_dirs("/opt/first:relative/dir::/etc/xdg/:/opt/second")
    assert found == [
        Path("/opt/second/WildWest"),
        Path("/opt/first/WildWest"),
        paths.LINUX_SYSTEM_CONFIG / "WildWest",
    ]
    assert paths.xdg_config_dirs("") == [paths.LINUX_SYSTEM_CONFIG / "WildWest"]


def test_windows_reads_programdata_from_the_known_folder_api(tmp_path, monkeypatch):
    """The attack `set PROGRAMDATA=C:\\elsewhere` (or ALLUSERSPROFILE): the folder comes from
    SHGetKnownFolderPath(FOLDERID_ProgramData), which no variable moves."""
    asked = []

    def known(folder_id: str) -> str:
        asked.append(folder_id)
        return str(tmp_path / "ProgramData")

    monkeypatch.setattr(paths, "_known_folder", known)
    monkeypatch.setenv("PROGRAMDATA", str(tmp_path / "elsewhere"))
    monkeypatch.setenv("ALLUSERSPROFILE", str(tmp_path / "elsewhere"))
    assert paths.system_settings_dirs("win32") == [tmp_path / "ProgramData" / "WildWest"]
    assert asked == ["{62AB5D82-FDC1-4DC3-A9DD-070D1D495D97}"]


def test_windows_without_the_known_folder_uses_the_windows_drive(monkeypatch):
    """Should the known-folder API fail, ProgramData is on the drive Windows is on
    (GetSystemWindowsDirectoryW), still not from a variable."""
    monkeypatch.setattr(paths, "_known_folder", lambda folder_id: None)
    monkeypatch.setattr(paths, "_system_windows_dir", lambda: "D:\\Windows")
    monkeypatch.setenv("PROGRAMDATA", "E:\\elsewhere")
    assert paths.system_settings_dirs("win32") == [Path("D:\\ProgramData") / "WildWest"]
    monkeypatch.setattr(paths, "_system_windows_dir", lambda: "")
    assert paths.system_settings_dirs("win32") == [Path("C:\\ProgramData") / "WildWest"]


def test_macos_reads_library_application_support(monkeypatch):
    """On macOS the administrator's folder is fixed: /Library/Application Support/WildWest."""
    monkeypatch.setenv("XDG_CONFIG_DIRS", "/tmp")
    assert paths.system_settings_dirs("darwin") == [Path("/Library/Application Support/WildWest")]


def test_the_system_folder_is_read_last(monkeypatch, system_places):
    """The order (lowest priority first): $XDG_CONFIG_DIRS folders, the program's folder,
    the system's own folder."""
    etc, program = system_places
    monkeypatch.setenv("XDG_CONFIG_DIRS", "/opt/a")
    assert paths.admin_settings_dirs() == [Path("/opt/a/WildWest"), program, etc / "WildWest"]
