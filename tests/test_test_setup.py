"""The test set-up's own guards work: a logged error fails a test unless it is expected."""

from __future__ import annotations

from pathlib import Path

import pytest

pytest_plugins = ["pytester"]

GUARD = Path(__file__).with_name("log_guard.py")


def test_a_test_that_logs_an_error_fails_unless_marked(pytester: pytest.Pytester):
    """The autouse guard (tests/log_guard.py, used by conftest.py) fails a test that logs an
    error or a Qt warning, and lets one marked logs_errors pass."""
    pytester.makeconftest(GUARD.read_text(encoding="utf-8"))
    pytester.makeini("[pytest]\nmarkers =\n    logs_errors(why): expected\n")
    pytester.makepyfile(
        """
        import logging
        import pytest

        def test_logs_an_error():
            logging.getLogger("x").error("boom")

        def test_logs_a_qt_warning():
            logging.getLogger("qt").warning("QPainter::begin: Paint device returned engine == 0")

        def test_logs_a_warning_of_its_own():
            logging.getLogger("x").warning("only a warning")

        @pytest.mark.logs_errors("on purpose")
        def test_marked():
            logging.getLogger("x").error("expected boom")
        """
    )
    result = pytester.runpytest_subprocess("-p", "no:cacheprovider", "-p", "no:qt")
    result.assert_outcomes(passed=4, errors=2)
    result.stdout.fnmatch_lines(["*logged: ERROR x: boom*", "*logged: WARNING qt: QPainter*"])


WINDOW_GUARD = Path(__file__).with_name("window_guard.py")


def test_a_test_that_leaves_a_window_alive_fails_and_closed_windows_are_deleted(
    pytester: pytest.Pytester,
):
    """The autouse guard (tests/window_guard.py, used by conftest.py) deletes the windows a
    test gave to qtbot once it ends (not at some later loop), and fails a test that leaves a
    top-level widget alive: shown, hidden, or a dialog with no parent; the next test starts
    with none left."""
    pytester.makeconftest(WINDOW_GUARD.read_text(encoding="utf-8"))
    pytester.makeini("[pytest]\nqt_api = pyside6\n")
    pytester.makepyfile(
        """
        from PySide6.QtWidgets import QApplication, QDialog, QWidget

        HELD = []  # as a reference cycle would hold them till Python's collector runs
        KEPT = []
        GONE = []

        def test_given_to_qtbot(qtbot):
            window = QWidget()
            window.destroyed.connect(lambda: GONE.append("window"))
            qtbot.addWidget(window)
            window.show()
            HELD.append(window)

        def test_the_window_given_to_qtbot_was_deleted(qapp):
            assert GONE == ["window"]
            assert QApplication.topLevelWidgets() == []

        def test_kept_in_a_global(qapp):
            window = QWidget()
            window.setObjectName("keptWindow")
            window.setWindowTitle("Kept")
            window.show()
            KEPT.append(window)

        def test_a_hidden_dialog_with_no_parent(qapp):
            KEPT.append(QDialog())

        def test_none_is_left_for_the_next_test(qapp):
            assert QApplication.topLevelWidgets() == []

        def test_without_qt():
            assert True
        """
    )
    result = pytester.runpytest_subprocess("-p", "no:cacheprovider")
    result.assert_outcomes(passed=6, errors=2)
    result.stdout.fnmatch_lines(
        [
            "*1 top-level widgets were left alive*: QWidget 'keptWindow' (shown, 'Kept')*",
            "*1 top-level widgets were left alive*: QDialog (hidden)*",
        ]
    )


LOOK_GUARD = Path(__file__).with_name("look_guard.py")


def test_a_test_that_changes_the_applications_look_leaves_it_as_it_found_it(
    pytester: pytest.Pytester,
):
    """The autouse guard (tests/look_guard.py, used by conftest.py) puts the application's
    font, palette and style sheet back after every test with Qt, inside tests/ui or not: a
    window built outside tests/ui left its theme to the next test (Records measured 816
    pixels high at Projector size instead of over 900, by test order)."""
    pytester.makeconftest(LOOK_GUARD.read_text(encoding="utf-8"))
    pytester.makeini("[pytest]\nqt_api = pyside6\n")
    pytester.makepyfile(
        """
        from PySide6.QtGui import QFont, QPalette

        BEFORE = []

        def test_changes_the_look(qapp):
            window = qapp.palette().color(QPalette.ColorRole.Window)
            BEFORE.append((qapp.font().pointSizeF(), window))
            font = QFont(qapp.font())
            font.setPointSizeF(31)
            qapp.setFont(font)
            palette = QPalette(qapp.palette())
            palette.setColor(QPalette.ColorRole.Window, "#123456")
            qapp.setPalette(palette)
            qapp.setStyleSheet("QLabel { color: red; }")

        def test_finds_it_as_it_was(qapp):
            size, window = BEFORE[0]
            assert qapp.font().pointSizeF() == size != 31
            assert qapp.palette().color(QPalette.ColorRole.Window) == window
            assert qapp.styleSheet() == ""

        def test_without_qt():
            assert True
        """
    )
    result = pytester.runpytest_subprocess("-p", "no:cacheprovider")
    result.assert_outcomes(passed=3)


def test_a_sweeps_tests_run_on_one_worker_under_xdist(pytester: pytest.Pytester):
    """``dev.py test`` runs pytest-xdist with ``--dist loadgroup``: the tests of one
    ``xdist_group`` (a layout sweep's cases, rendered by one child process) all run on one
    worker, so the sweep runs once (pytest 9.2 made pytest-xdist 3.8 drop the groups
    silently, and each worker ran the whole sweep: see the pin in pyproject.toml)."""
    pytester.makeini("[pytest]\nmarkers =\n    xdist_group(name): one worker\n")
    pytester.makepyfile(
        test_sweep="""
        import os
        import pytest

        pytestmark = pytest.mark.xdist_group("sweep")

        @pytest.fixture(scope="module")
        def sweep():
            with open("sweeps.txt", "a") as log:
                log.write(os.environ["PYTEST_XDIST_WORKER"] + "\\n")

        @pytest.mark.parametrize("case", range(12))
        def test_case(case, sweep):
            pass
        """,
        test_others="""
        import pytest

        @pytest.mark.parametrize("n", range(12))
        def test_other(n):
            pass
        """,
    )
    result = pytester.runpytest_subprocess(
        "-p",
        "no:cacheprovider",
        "-p",
        "no:qt",
        "-p",
        "no:hypothesispytest",
        "-n",
        "2",
        "--dist",
        "loadgroup",
    )
    result.assert_outcomes(passed=24)
    assert len((pytester.path / "sweeps.txt").read_text().split()) == 1


def test_the_test_command_uses_every_core_unless_told(monkeypatch: pytest.MonkeyPatch):
    """``dev.py test`` asks pytest-xdist for a worker per core (at most MAX_WORKERS), none on
    one core, and leaves the choice to the caller's own -n, --dist or -p no:xdist."""
    import importlib.util

    spec = importlib.util.spec_from_file_location(
        "wildwest_dev", Path(__file__).parent.parent / "build_scripts" / "dev.py"
    )
    assert spec is not None and spec.loader is not None
    dev = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(dev)
    monkeypatch.setattr(dev, "cores", lambda: 2)
    assert dev.parallel([]) == ["-n", "2", "--dist", "loadgroup"]
    assert dev.parallel(["-k", "deal"]) == ["-n", "2", "--dist", "loadgroup"]
    for own in (["-n0"], ["-n", "3"], ["--numprocesses=3"], ["--dist", "load"], ["-p", "no:xdist"]):
        assert dev.parallel(own) == [], own
    monkeypatch.setattr(dev, "cores", lambda: 64)
    assert dev.parallel([]) == ["-n", str(dev.MAX_WORKERS), "--dist", "loadgroup"]
    monkeypatch.setattr(dev, "cores", lambda: 1)
    assert dev.parallel([]) == []
