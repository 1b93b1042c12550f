"""The guard every test runs under: a logged error, or a Qt warning routed into logging,
fails the test unless it is marked ``@pytest.mark.logs_errors("why")``."""

from __future__ import annotations

import logging

import pytest


@pytest.fixture(autouse=True)
def _no_logged_errors(request: pytest.FixtureRequest, caplog: pytest.LogCaptureFixture):
    """Fail any test that logs an error, or a Qt warning routed into logging, unless it is
    marked ``@pytest.mark.logs_errors("why")`` (it provokes the error on purpose)."""
    yield
    if request.node.get_closest_marker("logs_errors") is not None:
        return
    records = [*caplog.get_records("setup"), *caplog.get_records("call")]
    bad = [
        f"{record.levelname} {record.name}: {record.getMessage()}"
        for record in records
        if record.levelno >= logging.ERROR
        or (record.name == "qt" and record.levelno >= logging.WARNING)
    ]
    if bad:
        pytest.fail("logged: " + " | ".join(bad), pytrace=False)
