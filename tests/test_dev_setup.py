"""The first-run set-up stays quiet (issue 26): dev.py keeps pip's pages back and shows them
only when something fails, and the project's metadata gives setuptools nothing to warn
about (an SPDX license string, not the deprecated table)."""

from __future__ import annotations

import importlib.util
import subprocess
import sys
import tomllib
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[1]


def dev_script() -> ModuleType:
    spec = importlib.util.spec_from_file_location("dev_script", ROOT / "build_scripts" / "dev.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_license_is_an_spdx_string_that_setuptools_accepts_quietly():
    """``license = { text = "MIT" }`` makes setuptools warn "project.license as a TOML table
    is deprecated" on every install: the SPDX string needs setuptools 77 or newer."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert project["project"]["license"] == "MIT"
    (setuptools,) = [r for r in project["build-system"]["requires"] if r.startswith("setuptools")]
    assert setuptools.replace(" ", "") == "setuptools>=77"


def test_a_step_that_works_says_one_line(capfd: pytest.CaptureFixture[str]):
    """A hundred lines of output become "[dev] what ... done (0 s)"."""
    dev = dev_script()
    chatty = "for i in range(100): print('Collecting thing', i)"
    assert dev.quietly("installing things", sys.executable, "-c", chatty)
    out, err = capfd.readouterr()
    assert out.startswith("[dev] installing things ... done (") and out.count("\n") == 1
    assert "Collecting" not in out and not err


def test_a_step_that_fails_shows_what_it_said(capfd: pytest.CaptureFixture[str]):
    """When pip fails, everything it printed (stdout and stderr) is shown after the line."""
    dev = dev_script()
    failing = "import sys; print('Collecting thing'); sys.exit('ERROR: no such package')"
    assert not dev.quietly("installing things", sys.executable, "-c", failing)
    out, _ = capfd.readouterr()
    assert "[dev] installing things ... failed. What it said:" in out
    assert "Collecting thing" in out and "ERROR: no such package" in out


def test_the_set_up_runs_pip_only_quietly():
    """Every pip install in ensure_venv goes through quietly(), never the loud run()."""
    source = (ROOT / "build_scripts" / "dev.py").read_text(encoding="utf-8")
    body = source.split("def ensure_venv", 1)[1].split("\ndef ", 1)[0]
    assert "quietly(" in body and "run(*pip" not in body


@pytest.mark.skipif(sys.platform == "win32", reason="the set-up prints the same everywhere")
def test_dev_py_prints_its_usage_without_pip():
    """dev.py with no job prints its usage (and touches no venv)."""
    done = subprocess.run(
        [sys.executable, str(ROOT / "build_scripts" / "dev.py")],
        capture_output=True,
        text=True,
        check=False,
        timeout=60,
    )
    assert done.returncode == 2 and "dev.py play" in done.stdout
