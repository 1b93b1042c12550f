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
