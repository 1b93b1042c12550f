"""Where the files go: --data-dir, and the names it refuses."""

from __future__ import annotations

from pathlib import Path

import pytest

from wildwest.persistence.paths import resolve_paths


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
