"""Test set-up shared by every test: headless Qt, no real display, no user files touched."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from hypothesis import settings
from hypothesis.database import DirectoryBasedExampleDatabase

from .file_modes import CannotSetUp, launcher_that_obeys_file_modes
from .log_guard import _no_logged_errors  # noqa: F401 - an autouse fixture for every test
from .look_guard import _look_kept  # noqa: F401 - an autouse fixture for every test
from .window_guard import _no_windows_left  # noqa: F401 - an autouse fixture for every test

# Set before anything imports Qt: tests never use a real display.
os.environ["QT_QPA_PLATFORM"] = "offscreen"
os.environ.setdefault("QT_SCALE_FACTOR", "1")

ROOT = Path(__file__).resolve().parent.parent


def _example_database() -> DirectoryBasedExampleDatabase | None:
    """Hypothesis keeps the examples that failed in .hypothesis of the working folder and
    warns (an error here) where it cannot write: keep them in the checkout, wherever the
    tests are run from, or only in memory when the checkout is read-only."""
    folder = ROOT / ".hypothesis" / "examples"
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError:
        return None
    return DirectoryBasedExampleDatabase(folder) if os.access(folder, os.W_OK) else None


settings.register_profile("wildwest", database=_example_database())
settings.load_profile("wildwest")


def _compile_translations() -> None:
    """The compiled translations (.qm) are not kept in git: make any that are missing or
    older than their .ts, as ``dev.py`` does, so a bare ``pytest`` finds them too."""
    import importlib.util

    spec = importlib.util.spec_from_file_location(
        "wildwest_translations", ROOT / "build_scripts" / "translations.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    try:
        module.compile_all(only_stale=True)
    except (OSError, SystemExit) as error:  # a read-only copy: the tests that need them say so
        print(f"conftest: the translations could not be compiled: {error}")


def pytest_configure(config: pytest.Config) -> None:
    if not hasattr(config, "workerinput"):  # pytest-xdist's workers: the main process did it
        _compile_translations()
    # Qt notes, once, that the machine's locale is not UTF-8 (LANG=C) and switches to C.UTF-8
    # itself: the machine's doing, not the code's (it fails the first test with an app else).
    config.addinivalue_line(
        "qt_log_ignore", r'^Detected locale ".*" with character encoding ".*", which is not UTF-8'
    )
    config.addinivalue_line(
        "markers",
        "file_modes: uses obeying_file_modes (marked by itself); tests/test_anywhere.py "
        "runs these from a copy of the project in a private folder",
    )


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        if "obeying_file_modes" in getattr(item, "fixturenames", ()):
            item.add_marker(pytest.mark.file_modes)


@pytest.fixture(scope="session")
def obeying_file_modes(tmp_path_factory: pytest.TempPathFactory) -> list[str]:
    """The command prefix for a child process (started in the checkout) that cannot write a
    folder of mode 0o555, even when the tests run as root (see tests/file_modes.py); the test
    is skipped, saying why, on a machine where that cannot be arranged."""
    try:
        return launcher_that_obeys_file_modes(tmp_path_factory.mktemp("file-modes"), ROOT)
    except CannotSetUp as reason:
        pytest.skip(f"needs a folder this user cannot write: {reason}")


@pytest.fixture
def quick_paces(monkeypatch: pytest.MonkeyPatch) -> None:
    """The computer players' paces a tenth as long, each step still on its timer: for a test
    that waits out a computer turn to check what comes after it, not how long it takes (a
    test of skipping a step keeps the real pace, or the step could end by itself)."""
    from dataclasses import replace

    from wildwest.controller.computer import PACES

    for pace, times in list(PACES.items()):
        quick = replace(
            times,
            before_draw=times.before_draw // 10,
            think=times.think / 10,
            show_answer=times.show_answer // 10,
        )
        monkeypatch.setitem(PACES, pace, quick)
