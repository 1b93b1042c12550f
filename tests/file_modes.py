"""A folder the user cannot write, wherever the tests run: children that obey file modes.

Root ignores file modes, so a test of "a data folder the user cannot write" runs the code
under test in a child process that obeys them. Not root: modes already apply, and the child
runs as it is. Root on Linux: the child stays root, so it still reaches the checkout and its
``.venv`` wherever they are (a private folder too), but this file, run as a launcher, first
drops CAP_DAC_OVERRIDE and CAP_DAC_READ_SEARCH (the capabilities that let root read, write
and search past the modes) from its effective, permitted, inheritable and bounding sets,
then execs the real command, which cannot get them back. Anywhere else (root on macOS, a
container that forbids dropping capabilities, a file system that ignores chmod) the probe in
:func:`launcher_that_obeys_file_modes` finds out and the test is skipped, saying why: it
never passes without having tested, and never fails because of the machine.

    python tests/file_modes.py COMMAND [ARGS]   COMMAND run without the two capabilities
"""

from __future__ import annotations

import ctypes
import os
import subprocess
import sys
from pathlib import Path

DAC_CAPABILITIES = {1: "CAP_DAC_OVERRIDE", 2: "CAP_DAC_READ_SEARCH"}
DAC_MASK = sum(1 << number for number in DAC_CAPABILITIES)
PR_CAPBSET_DROP = 24
LINUX_CAPABILITY_VERSION_3 = 0x20080522


class CannotSetUp(Exception):
    """This machine cannot give a child process a folder it cannot write; the reason."""


class _CapHeader(ctypes.Structure):
    _fields_ = [("version", ctypes.c_uint32), ("pid", ctypes.c_int)]


class _CapData(ctypes.Structure):
    _fields_ = [
        ("effective", ctypes.c_uint32),
        ("permitted", ctypes.c_uint32),
        ("inheritable", ctypes.c_uint32),
    ]


def effective_capabilities() -> int | None:
    """This process's effective capability bits (Linux), or None where there are none."""
    try:
        status = Path("/proc/self/status").read_text(encoding="ascii")
    except OSError:
        return None
    for line in status.splitlines():
        if line.startswith("CapEff:"):
            return int(line.split()[1], 16)
    return None


def drop_dac_capabilities() -> None:
    """Take the two DAC capabilities away from this process and anything it execs (Linux)."""
    libc = ctypes.CDLL(None, use_errno=True)
    libc.prctl.argtypes = [ctypes.c_int] + [ctypes.c_ulong] * 4

    def check(result: int, what: str) -> None:
        if result != 0:
            number = ctypes.get_errno()
            raise OSError(number, f"cannot drop {what}: {os.strerror(number)}")

    for number, name in DAC_CAPABILITIES.items():
        check(libc.prctl(PR_CAPBSET_DROP, number, 0, 0, 0), f"{name} from the bounding set")
    header = _CapHeader(LINUX_CAPABILITY_VERSION_3, 0)
    data = (_CapData * 2)()
    check(libc.capget(ctypes.byref(header), data), "capabilities (capget failed)")
    for field in ("effective", "permitted", "inheritable"):
        setattr(data[0], field, getattr(data[0], field) & ~DAC_MASK)
    check(libc.capset(ctypes.byref(header), data), "CAP_DAC_OVERRIDE and CAP_DAC_READ_SEARCH")


def _launcher() -> list[str]:
    """The command prefix for a child that obeys file modes, before the probe checks it."""
    capabilities = effective_capabilities()
    if capabilities is not None:
        return [sys.executable, str(Path(__file__).resolve())] if capabilities & DAC_MASK else []
    if hasattr(os, "geteuid") and os.geteuid() == 0:
        raise CannotSetUp(
            f"root ignores file modes, and on {sys.platform} the tests cannot take that away "
            "from a child process"
        )
    return []


PROBE = """
import sys
from pathlib import Path

locked = Path(sys.argv[1])
for path, mode, what in (
    (locked / "new.txt", "x", "create a file in a folder of mode 0o555"),
    (locked / "old.txt", "a", "write a file of mode 0o444"),
):
    try:
        open(path, mode).close()
    except PermissionError:
        continue
    print(f"could {what}")
"""


def launcher_that_obeys_file_modes(scratch: Path, cwd: Path) -> list[str]:
    """The command prefix under which a child started in ``cwd`` cannot write a folder of
    mode 0o555 or a file of mode 0o444, checked by starting one; CannotSetUp if there is none."""
    launcher = _launcher()
    locked = scratch / "locked"
    locked.mkdir()
    (locked / "old.txt").write_text("kept", encoding="utf-8")
    (locked / "old.txt").chmod(0o444)
    locked.chmod(0o555)
    how = "with CAP_DAC_OVERRIDE and CAP_DAC_READ_SEARCH dropped" if launcher else "as it is"
    try:
        done = subprocess.run(
            [*launcher, sys.executable, "-c", PROBE, str(locked)],
            capture_output=True,
            text=True,
            cwd=cwd,
            timeout=60,
            check=False,
        )
    except OSError as error:
        raise CannotSetUp(f"a child process {how} cannot start here: {error}") from error
    finally:
        writable_again(scratch)
    if done.returncode != 0:
        last = (done.stderr.strip().splitlines() or [f"exit status {done.returncode}"])[-1]
        raise CannotSetUp(f"a child process {how} cannot run here: {last}")
    if done.stdout.strip():
        could = " and ".join(done.stdout.splitlines())
        raise CannotSetUp(
            f"file modes do not hold on this machine for a child process {how} (uid "
            f"{os.getuid()}, {scratch}): it {could}"
        )
    return launcher


def writable_again(folder: Path) -> None:
    """Give ``folder`` and every folder in it back their write bits, so it can be removed."""
    for path in (folder, *folder.rglob("*")):
        if path.is_dir() and not path.is_symlink():
            path.chmod(0o755)


if __name__ == "__main__":
    try:
        drop_dac_capabilities()
    except OSError as error:
        sys.exit(f"tests/file_modes.py: {error.strerror}")
    os.execv(sys.argv[1], sys.argv[1:])
