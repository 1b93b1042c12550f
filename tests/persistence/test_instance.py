"""One copy at a time per data folder: the lock, its owner's description and stale locks."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from wildwest.persistence.instance import SingleInstance

from .unprivileged import needs_posix, run_unprivileged, scratch_folder

ROOT = Path(__file__).resolve().parents[2]

HOLDER = """
import sys
from wildwest.persistence.instance import SingleInstance

instance = SingleInstance(sys.argv[1])
print("locked" if instance.acquire() else "refused", flush=True)
sys.stdin.readline()
"""


@pytest.fixture
def lock_path(tmp_path):
    return tmp_path / "data" / "wildwest.lock"


def start_holder(lock_path: Path) -> subprocess.Popen[bytes]:
    """Another copy of the app: a process that takes the lock and waits."""
    child = subprocess.Popen(
        [sys.executable, "-c", HOLDER, str(lock_path)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        cwd=ROOT,
    )
    assert child.stdout is not None
    assert child.stdout.readline() == b"locked\n"
    return child


def dead_pid() -> int:
    """The id of a process that has just ended."""
    child = subprocess.Popen([sys.executable, "-c", "pass"])
    child.wait()
    return child.pid


def test_a_second_copy_is_refused_until_the_first_releases(lock_path):
    """Two SingleInstance objects on one folder: the second fails and names the owner (this
    process, this computer); after release it succeeds."""
    first, second = SingleInstance(lock_path), SingleInstance(lock_path)
    assert first.acquire() and first.locked
    assert not second.acquire() and not second.locked
    assert second.owner_description() == f"process {os.getpid()} on this computer"
    message = second.busy_message()
    assert "already open" in message and str(os.getpid()) in message and "\n" not in message
    first.release()
    assert not lock_path.exists()
    assert second.acquire() and second.locked
    second.release()
    second.release()  # harmless twice


def test_acquire_twice_on_one_object_is_harmless(lock_path):
    """Calling acquire again while holding the lock keeps it."""
    instance = SingleInstance(lock_path)
    assert instance.acquire() and instance.acquire() and instance.locked
    instance.release()


def test_another_running_process_keeps_its_lock_even_against_take_over(lock_path):
    """A lock held by another live process refuses acquire() and take_over(), naming its pid;
    once that process is killed (a crash), its stale lock is taken over."""
    child = start_holder(lock_path)
    try:
        mine = SingleInstance(lock_path)
        assert not mine.acquire()
        assert mine.owner_description() == f"process {child.pid} on this computer"
        assert not mine.take_over()
        assert lock_path.exists()
    finally:
        child.kill()  # a crash: SIGKILL, nothing is cleaned up
        child.wait()
        for stream in (child.stdin, child.stdout):
            assert stream is not None
            stream.close()
    assert lock_path.exists()  # the crash left it behind
    assert mine.acquire() and mine.locked
    mine.release()


def write_lock(lock_path: Path, pid: int, host: str | None = None) -> None:
    """A lock file in QLockFile's own format, as if written by process ``pid`` on ``host``."""
    probe = SingleInstance(lock_path)
    assert probe.acquire()
    lines = lock_path.read_bytes().split(b"\n")
    probe.release()
    lines[0] = str(pid).encode()
    if host is not None:  # the lines after the host name identify the machine and its boot
        lines[2:5] = [host.encode(), b"0123456789abcdef0123456789abcdef", b"other-boot"]
    lock_path.write_bytes(b"\n".join(lines))


def test_a_stale_lock_from_a_dead_process_is_taken_over(lock_path):
    """A lock file naming a process of this computer that no longer runs is taken over."""
    pid = dead_pid()
    write_lock(lock_path, pid)
    instance = SingleInstance(lock_path)
    assert instance.acquire()
    assert lock_path.read_bytes().split(b"\n")[0] == str(os.getpid()).encode()
    instance.release()


def test_a_lock_from_another_computer_is_kept_until_it_is_old(lock_path):
    """A fresh lock made on another computer (a shared folder) is respected and names that
    computer; once older than the stale time it is taken over, and take_over() forces it."""
    write_lock(lock_path, 4242, host="CLASSROOM-PC-7")
    instance = SingleInstance(lock_path)
    assert not instance.acquire()
    assert instance.owner_description() == "process 4242 on computer CLASSROOM-PC-7"
    assert instance.take_over() and instance.locked
    instance.release()

    write_lock(lock_path, 4242, host="CLASSROOM-PC-7")
    day_ago = time.time() - 24 * 60 * 60
    os.utime(lock_path, (day_ago, day_ago))
    assert SingleInstance(lock_path).acquire()


def test_a_folder_where_no_lock_can_be_made_does_not_stop_the_app(tmp_path):
    """When the lock file cannot be created, acquire() still lets the app run, is not locked,
    and explains in one line that a second copy would not be noticed."""
    blocker = tmp_path / "file"
    blocker.write_text("x")
    instance = SingleInstance(blocker / "wildwest.lock")
    assert instance.acquire()
    assert not instance.locked
    assert instance.message is not None and "would not be noticed" in instance.message
    assert "\n" not in instance.message
    instance.release()


# ---------------------------------------------------------------- power-cut leftovers


@pytest.mark.parametrize(
    "leftover",
    [b"", b"\x00" * 4096, b"\x00" * 17, b"PK\x03\x04 not a lock at all\n\xff\xfe", b"-5\nx\ny\n"],
    ids=["empty", "zero-filled", "short zeros", "garbage", "negative pid"],
)
def test_a_lock_that_names_no_owner_is_taken_over_at_once(lock_path, leftover):
    """A lock file left empty, zero-filled or garbled by a power cut (fresh: no 12-hour wait)
    names no live owner, so acquire() takes it over."""
    lock_path.parent.mkdir(parents=True)
    lock_path.write_bytes(leftover)
    instance = SingleInstance(lock_path)
    assert instance.acquire() and instance.locked
    assert lock_path.read_bytes().split(b"\n")[0] == str(os.getpid()).encode()
    instance.release()


def test_a_folder_called_wildwest_lock_is_moved_aside_not_deleted(lock_path):
    """A folder in place of the lock file is renamed beside itself, with what it holds,
    and the lock is taken."""
    lock_path.mkdir(parents=True)
    (lock_path / "inside.txt").write_text("kept")
    instance = SingleInstance(lock_path)
    assert instance.acquire() and instance.locked
    aside = [p for p in lock_path.parent.iterdir() if p.name.startswith("wildwest.stale-")]
    assert len(aside) == 1 and (aside[0] / "inside.txt").read_text() == "kept"
    assert lock_path.is_file()
    instance.release()


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs named pipes")
def test_a_pipe_called_wildwest_lock_is_moved_aside(lock_path):
    """Anything else that is not a regular file (a pipe) is moved aside too, never read."""
    lock_path.parent.mkdir(parents=True)
    os.mkfifo(lock_path)
    instance = SingleInstance(lock_path)
    assert instance.acquire() and instance.locked
    instance.release()


def test_take_over_also_clears_a_lock_that_names_no_owner(lock_path):
    """ "Open anyway" on a zero-filled lock takes it."""
    lock_path.parent.mkdir(parents=True)
    lock_path.write_bytes(b"\x00" * 64)
    instance = SingleInstance(lock_path)
    assert instance.take_over() and instance.locked
    instance.release()


UNREADABLE_LOCK = """
import sys
from pathlib import Path
from wildwest.persistence.instance import SingleInstance

lock = Path(sys.argv[1]) / "wildwest.lock"
lock.write_bytes(b"")
lock.chmod(0)
instance = SingleInstance(lock)
print(instance.acquire(), instance.locked)
print(sorted(p.name.split("-")[0] for p in lock.parent.iterdir()))
instance.release()
"""


@pytest.mark.skipif(needs_posix, reason="POSIX file modes")
def test_a_lock_that_cannot_be_read_is_moved_aside_and_taken(obeying_file_modes):
    """A lock file the user may not read or write (mode 000) is moved aside, not left to
    block every start."""
    with scratch_folder() as folder:
        done = run_unprivileged(obeying_file_modes, UNREADABLE_LOCK, str(folder))
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines() == ["True True", "['wildwest.lock', 'wildwest.stale']"]


def test_a_live_copy_keeps_its_lock_against_the_ownerless_check(lock_path):
    """The power-cut check never takes a lock that a running copy holds."""
    child = start_holder(lock_path)
    try:
        assert not SingleInstance(lock_path).acquire()
        assert lock_path.read_bytes().split(b"\n")[0] == str(child.pid).encode()
    finally:
        child.kill()
        child.wait()
        for stream in (child.stdin, child.stdout):
            assert stream is not None
            stream.close()


def test_a_lock_naming_this_very_process_is_stale(lock_path):
    """After a crash the system may give the next start the dead copy's process id: a lock
    that names this process, which holds no lock, is stale and taken over at once (it was
    "Wild West is already open … (process N)", waiting for itself)."""
    write_lock(lock_path, os.getpid())
    instance = SingleInstance(lock_path)
    assert instance.acquire() and instance.locked
    instance.release()
