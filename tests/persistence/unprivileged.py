"""Running a piece of test code in a child process that obeys file modes.

Root reads and enters everything whatever the modes say, so a test of "this file cannot be
read" or "this folder cannot be entered" runs its code in a child started through the
``obeying_file_modes`` fixture (tests/file_modes.py): as root it keeps its user but loses the
capabilities that ignore file modes, so it still reaches this checkout wherever it lives.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

needs_posix = sys.platform == "win32"
"""Use with pytest.mark.skipif: these tests need POSIX file modes."""


@contextmanager
def scratch_folder() -> Iterator[Path]:
    """A folder for the child to work in; removed afterwards whatever modes the test left."""
    folder = Path(tempfile.mkdtemp(prefix="wildwest-modes-"))
    try:
        yield folder
    finally:
        for sub in (folder, *folder.rglob("*")):
            if sub.is_dir() and not sub.is_symlink():
                sub.chmod(0o755)
        shutil.rmtree(folder)


def run_unprivileged(
    launcher: Sequence[str], code: str, *args: str
) -> subprocess.CompletedProcess[str]:
    """Run ``code`` (Python) with ``args`` in a child that obeys file modes (``launcher`` is
    the ``obeying_file_modes`` fixture's prefix); its stdout and stderr as text."""
    env = {**os.environ, "HOME": tempfile.gettempdir(), "QT_QPA_PLATFORM": "offscreen"}
    return subprocess.run(
        [*launcher, sys.executable, "-c", code, *args],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env=env,
        check=False,
        timeout=60,
    )
