"""The log file: written while it can be, and one quiet warning when it no longer can."""

from __future__ import annotations

import logging
from pathlib import Path

import pytest

from wildwest.diagnostics import LogFileHandler, setup_logging


@pytest.fixture
def logger():
    """A logger of its own, so the root logger (and pytest's capture) is left alone."""
    log = logging.getLogger("wildwest.test_diagnostics")
    log.propagate = False
    yield log
    for handler in list(log.handlers):
        log.removeHandler(handler)
        handler.close()


def test_the_log_file_gets_every_line(tmp_path, logger):
    """While the disk takes it, every line goes to the log file."""
    handler = LogFileHandler(tmp_path / "w.log", maxBytes=10_000, backupCount=1, encoding="utf-8")
    logger.addHandler(handler)
    for i in range(3):
        logger.warning("line %d", i)
    handler.flush()
    assert (tmp_path / "w.log").read_text(encoding="utf-8").count("line") == 3
    assert handler.failed is None


def test_the_log_file_rotates_at_its_size_and_keeps_its_backups(tmp_path, logger):
    """Past ``maxBytes`` the file becomes ``.1`` (``.1`` becomes ``.2`` …); no file goes over
    the size, at most ``backupCount`` old ones are kept, and no line is lost but the oldest."""
    path = tmp_path / "w.log"
    handler = LogFileHandler(path, maxBytes=400, backupCount=2, encoding="utf-8")
    handler.setFormatter(logging.Formatter("%(message)s"))
    logger.addHandler(handler)
    for i in range(60):
        logger.warning("line %03d of the log, long enough to fill it", i)
    handler.flush()
    files = sorted(tmp_path.iterdir())
    assert [f.name for f in files] == ["w.log", "w.log.1", "w.log.2"]
    assert all(f.stat().st_size <= 400 for f in files)
    kept = "".join(
        f.read_text("utf-8") for f in (path.with_name("w.log.2"), path.with_name("w.log.1"), path)
    )
    numbers = [int(line.split()[1]) for line in kept.splitlines()]
    assert numbers == list(range(numbers[0], 60))  # in order, the newest last, none missing


@pytest.mark.skipif(not Path("/dev/full").exists(), reason="needs /dev/full")
def test_a_log_file_that_cannot_be_written_warns_once_without_tracebacks(logger, capsys):
    """A full disk: one warning line on stderr, no "--- Logging error ---" per line, and the
    handler stops trying; the program carries on."""
    handler = LogFileHandler("/dev/full", maxBytes=10_000, backupCount=1, encoding="utf-8")
    logger.addHandler(handler)
    for i in range(20):
        logger.warning("line %d", i)
    err = capsys.readouterr().err
    assert "Logging error" not in err and "Traceback" not in err
    assert err.count("\n") == 1 and "cannot be written any more" in err
    assert "No space left on device" in (handler.failed or "")


def test_setup_logging_uses_the_quiet_handler(tmp_path):
    """setup_logging's file handler is the one that fails quietly."""
    root = logging.getLogger()
    try:
        assert setup_logging(tmp_path / "logs" / "wildwest.log") is None
        ours = [h for h in root.handlers if getattr(h, "_wildwest", False)]
        assert any(isinstance(h, LogFileHandler) for h in ours)
    finally:
        for handler in list(root.handlers):
            if getattr(handler, "_wildwest", False):
                root.removeHandler(handler)
                handler.close()
