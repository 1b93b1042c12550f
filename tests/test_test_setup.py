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
