"""Running a piece of test code as a user file modes apply to.

Root reads and enters everything whatever the modes say, so a test of "this
file cannot be read" or "this folder cannot be entered" runs its code in a
child process: as the user ``nobody`` when the tests run as root, else as the
current user.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
NOBODY = 65534

needs_posix = sys.platform == "win32"
"""Use with pytest.mark.skipif: these tests need POSIX file modes."""


@contextmanager
def scratch_folder() -> Iterator[Path]:
    """A folder outside pytest's (whose parents nobody may not enter), owned by the user the
    child runs as; removed afterwards whatever modes the test left."""
    folder = Path(tempfile.mkdtemp(prefix="wildwest-modes-"))
    if os.geteuid() == 0:
        os.chown(folder, NOBODY, NOBODY)
    try:
        yield folder
    finally:
        for sub in (folder, *folder.rglob("*")):
            if sub.is_dir() and not sub.is_symlink():
                sub.chmod(0o755)
        shutil.rmtree(folder)


def run_unprivileged(code: str, *args: str) -> subprocess.CompletedProcess[str]:
    """Run ``code`` (Python) with ``args`` in a child process as a user file modes apply to;
    its stdout and stderr as text."""
    run_as: dict[str, Any] = {}
    if os.geteuid() == 0:
        run_as = {"user": NOBODY, "group": NOBODY, "extra_groups": []}
    env = {**os.environ, "HOME": tempfile.gettempdir(), "QT_QPA_PLATFORM": "offscreen"}
    return subprocess.run(
        [sys.executable, "-c", code, *args],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env=env,
        check=False,
        timeout=60,
        **run_as,
    )
