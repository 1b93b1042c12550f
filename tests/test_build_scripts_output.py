"""The build scripts never crash on a console that cannot show a character (issue 30,
point 1): a Windows console, or output piped or redirected there, uses a code page such as
cp1252 unless PYTHONUTF8=1 is set, and "→" stopped build.py with UnicodeEncodeError.
PYTHONIOENCODING=cp1252 gives any system the same strict cp1252 output."""

from __future__ import annotations

import ast
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
SCRIPTS = ROOT / "build_scripts"
CP1252 = {"PYTHONIOENCODING": "cp1252", "PYTHONUTF8": "0"}


def run(args: list[str], extra_env: dict[str, str]) -> subprocess.CompletedProcess:
    environment = {k: v for k, v in os.environ.items() if k != "PYTHONUTF8"}
    environment.update(extra_env)
    return subprocess.run(
        [sys.executable, *args], capture_output=True, cwd=ROOT, env=environment, check=False,
        timeout=300,
    )  # fmt: skip


def test_a_cp1252_console_stops_an_unprotected_script():
    """The attack itself: without safe_console, printing "→" to a cp1252 pipe fails."""
    done = run(["-c", "print('translations: *.ts \u2192 .qm')"], CP1252)
    assert done.returncode == 1
    assert b"UnicodeEncodeError" in done.stderr


def test_safe_console_prints_what_it_cannot_encode_as_a_question_mark():
    """With safe_console the same line comes out, "→" as "?", on stdout and stderr alike."""
    code = (
        "import sys; sys.path.insert(0, sys.argv[1]); from safe_output import safe_console; "
        "safe_console(); print('a \u2192 b \u00d7 c'); print('\u221a', file=sys.stderr)"
    )
    done = run(["-c", code, str(SCRIPTS)], CP1252)
    assert done.returncode == 0, done.stderr
    assert done.stdout.replace(b"\r\n", b"\n") == "a ? b \u00d7 c\n".encode("cp1252")
    assert done.stderr.strip() == b"?"


def test_build_py_reports_on_a_cp1252_pipe(tmp_path):
    """build.py with its output in a cp1252 pipe (no PYTHONUTF8) prints its "→" lines with
    "?" and goes on to the next step; PyInstaller is a stand-in here that fails at once.
    Run with -P, as an embeddable Python runs it (its ._pth file leaves the script's folder
    off sys.path), so build_scripts/safe_output.py must be found all the same."""
    fake = tmp_path / "PyInstaller"
    fake.mkdir()
    (fake / "__init__.py").write_text("", encoding="utf-8")
    (fake / "__main__.py").write_text("raise SystemExit(3)\n", encoding="utf-8")
    done = run(["-P", str(SCRIPTS / "build.py")], {**CP1252, "PYTHONPATH": str(tmp_path)})
    out = done.stdout.decode("cp1252")
    assert b"UnicodeEncodeError" not in done.stderr, done.stderr.decode("cp1252", "replace")
    assert "[build] translations: resources/translations/*.ts ? .qm" in out, out
    assert "[build] PyInstaller: " in out and "[build] FAILED: " in out, out
    assert done.returncode == 1


def main_block(path: Path) -> list[ast.stmt] | None:
    """The statements of ``if __name__ == "__main__":`` in ``path``, if it has one."""
    for node in ast.parse(path.read_text(encoding="utf-8")).body:
        if isinstance(node, ast.If) and "__main__" in ast.unparse(node.test):
            return node.body
    return None


@pytest.mark.parametrize(
    "script", sorted(p.name for p in SCRIPTS.glob("*.py") if main_block(p) is not None)
)
def test_every_build_script_makes_its_console_safe_first(script):
    """Every script in build_scripts/ calls safe_console() before anything else it runs,
    having put its own folder on sys.path (an embeddable Python does not)."""
    body = main_block(SCRIPTS / script)
    assert body is not None
    calls = [ast.unparse(statement) for statement in body[:3]]
    assert calls == [
        "sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))",
        "from safe_output import safe_console",
        "safe_console()",
    ], calls
