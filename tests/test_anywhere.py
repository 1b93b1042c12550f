"""The suite passes wherever the project is cloned and whoever runs it (issue 19).

Where the checkout lives can only matter to a test that runs something with less access than
the test run itself: the same user reaches everything the run reached. So no test switches
users; a test that needs a folder it cannot write asks for ``obeying_file_modes``
(tests/file_modes.py), and those tests are run here once more from a copy of the project, with
its own .venv, in a private (mode 0o700) folder, as ``mktemp -d`` or root's home gives.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import sysconfig
import venv
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
NOT_COPIED = shutil.ignore_patterns(
    ".git", ".venv", "build", "dist", "__pycache__", "*.egg-info", ".*_cache", ".hypothesis"
)
# Ways a test could run something as another user or with fewer rights than the run itself.
SWITCHES = re.compile(
    r"\b(user|group|extra_groups|preexec_fn)=|[\"'](user|group|extra_groups)[\"']:"
    r"|\bos\.(set\w*id|setgroups|initgroups|chroot)\b"
    r"|\b[lf]?chown\("
    r"|\b(setpriv|runuser|sudo|capsh|capset|prctl)\b"
)


def private_copy(folder: Path) -> Path:
    """A copy of this working tree in ``folder`` (made mode 0o700), with a .venv of its own
    inside that uses this run's installed packages but not its Wild West."""
    folder.mkdir(mode=0o700)
    folder.chmod(0o700)
    clone = folder / "clone"
    shutil.copytree(ROOT, clone, ignore=NOT_COPIED)
    venv.EnvBuilder(with_pip=False).create(clone / ".venv")
    python = clone / ".venv" / "bin" / "python"
    purelib = subprocess.run(
        [python, "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout.strip()
    # Plain folders, so the packages import but the editable install's .pth is not run.
    here = {sysconfig.get_paths()["purelib"], sysconfig.get_paths()["platlib"]}
    Path(purelib, "outer-venv.pth").write_text("\n".join(sorted(here)) + "\n", encoding="utf-8")
    return clone


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX file modes")
def test_the_file_mode_tests_pass_from_a_private_folder(tmp_path):
    """Every test that uses obeying_file_modes passes (or skips, saying why) when the project
    and its .venv are in a mode-0o700 folder: as the two tests that switched to 'nobody' did
    not (PermissionError on .venv/bin/python)."""
    clone = private_copy(tmp_path / "private")
    report = tmp_path / "private" / "report.xml"
    done = subprocess.run(
        [
            clone / ".venv" / "bin" / "python",
            "-m",
            "pytest",
            "-m",
            "file_modes",
            "-p",
            "no:randomly",
            f"--basetemp={tmp_path / 'private' / 'basetemp'}",
            f"--junitxml={report}",
        ],
        capture_output=True,
        text=True,
        cwd=clone,
        env={**os.environ, "PYTHONDONTWRITEBYTECODE": "1"},
        timeout=300,
        check=False,
    )
    output = done.stdout + done.stderr
    assert done.returncode == 0, output
    cases = ET.parse(report).getroot().findall(".//testcase")
    assert cases, output  # no test asks for obeying_file_modes: nothing would be proved
    assert f"rootdir: {clone}\n" in output, output  # the copy's tests, not this run's
    skipped = [case.find("skipped") for case in cases]
    if all(reason is not None for reason in skipped):
        pytest.skip(f"every such test skipped: {skipped[0].get('message')}")


def test_no_test_switches_users_or_drops_rights_but_through_file_modes():
    """Switching to another user ('nobody') made the suite fail from a private folder; the one
    place that gives a child fewer rights is tests/file_modes.py, which stays the same user."""
    found = []
    for path in sorted((ROOT / "tests").rglob("*.py")):
        if path.name in ("file_modes.py", Path(__file__).name):
            continue
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if SWITCHES.search(line):
                found.append(f"{path.relative_to(ROOT)}:{number}: {line.strip()}")
    assert found == [], "use the obeying_file_modes fixture instead:\n" + "\n".join(found)
