"""The class folder on a real SMB file server: Samba on this machine, mounted with smbnetfs.

    apt-get install samba smbnetfs             # as root: Debian's smbd, and the FUSE client
    .venv/bin/python tests/benchmarks/samba_class_folder.py [--writers 30] [--seconds 120]
        [--kills 20] [--turns 20000] [--address 127.0.0.1] [--keep]

Run as root (smbd listens on port 445; a FUSE mount without ``fusermount`` needs root).
Not part of the test run. Everything lives in one new folder under /tmp, removed at the end
(``--keep`` keeps it): the share, Samba's own files, and a home folder for smbnetfs, whose
``~/.smb/smbnetfs.conf`` it reads only when its mode is 600. The script

1. starts ``smbd`` in the foreground with its own ``smb.conf``, bound to ``--address`` only
   (a guest share, ``class``), and waits for port 445;
2. mounts the network with ``smbnetfs`` and waits for ``MOUNT/ADDRESS/class``;
3. probes the mount with new files written whole and renamed into place (the class
   folder's only way of writing);
4. runs ``stress_class_folder.py`` with the class folder on the share (30 writers, some
   killed with ``kill -9``, a reader merging; writers' data folders stay local);
5. with ``--turns N`` (0 to skip), times the class view on the share: a class folder of N
   turns made on the share, the first merge, the cold opening and an update of 100 turns;
6. probes one ``O_APPEND`` write (which the class folder never does; last, since through
   smbnetfs it fails with EIO and leaves the mount failing until it is remounted);
7. unmounts and stops smbd, whatever happened.

Exit status: the stress run's (0: every claim held), or 2 when the set-up failed (said).
"""

from __future__ import annotations

import argparse
import contextlib
import errno
import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
HERE = Path(__file__).resolve().parent
SHARE = "class"

SMB_CONF = """[global]
    interfaces = {address}
    bind interfaces only = yes
    smb ports = 445
    disable netbios = yes
    server role = standalone server
    map to guest = Bad User
    server min protocol = SMB2
    private dir = {samba}/private
    lock directory = {samba}/lock
    state directory = {samba}/state
    cache directory = {samba}/cache
    pid directory = {samba}/pid
    ncalrpc dir = {samba}/ncalrpc
    log file = {samba}/log.%m
    max log size = 5000
    load printers = no
    printing = bsd
    printcap name = /dev/null
    disable spoolss = yes

[{share}]
    path = {path}
    read only = no
    guest ok = yes
    guest only = yes
    create mask = 0666
    directory mask = 0777
"""

SMBNETFS_CONF = """smbnetfs_debug 0
log_file "{log}"
smb_query_browsers "false"
show_$_shares "false"
auth "guest" ""
"""

CLIENT_CONF = """[global]
    client min protocol = SMB2
    client max protocol = SMB3
"""


class SetUpError(Exception):
    """The file server could not be set up; the reason."""


def say(text: str) -> None:
    print(f"[samba] {text}", flush=True)


def wait_for(check: object, seconds: float, what: str) -> None:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        try:
            if check():  # type: ignore[operator]
                return
        except OSError:
            pass
        time.sleep(0.2)
    raise SetUpError(f"{what} did not come up within {seconds:.0f} s")


def port_open(address: str) -> bool:
    with socket.socket() as probe:
        probe.settimeout(0.5)
        return probe.connect_ex((address, 445)) == 0


@contextlib.contextmanager
def samba(work: Path, address: str) -> Iterator[Path]:
    """smbd serving ``work/share`` as ``class`` on ``address``; yields the share's folder."""
    if shutil.which("smbd") is None:
        raise SetUpError("smbd is missing: apt-get install samba")
    if port_open(address):
        raise SetUpError(f"something already listens on {address}:445 (another smbd?)")
    share = work / "share"
    share.mkdir()
    share.chmod(0o777)
    folders = work / "samba"
    for name in ("private", "lock", "state", "cache", "pid", "ncalrpc"):
        (folders / name).mkdir(parents=True)
    conf = folders / "smb.conf"
    conf.write_text(
        SMB_CONF.format(address=address, samba=folders, share=SHARE, path=share), "utf-8"
    )
    log = (folders / "smbd.out").open("wb")
    server = subprocess.Popen(
        ["smbd", "--foreground", "--no-process-group", "-s", str(conf)],
        stdout=log,
        stderr=subprocess.STDOUT,
    )
    try:
        wait_for(lambda: server.poll() is None and port_open(address), 20, "smbd")
        say(f"smbd {server.pid} serves //{address}/{SHARE} from {share}")
        yield share
    finally:
        server.send_signal(signal.SIGTERM)
        try:
            server.wait(15)
        except subprocess.TimeoutExpired:
            server.kill()
            server.wait()
        log.close()
        say("smbd stopped")


@contextlib.contextmanager
def smbnetfs(work: Path, address: str) -> Iterator[Path]:
    """The network mounted with smbnetfs; yields the share's path through the mount."""
    if shutil.which("smbnetfs") is None:
        raise SetUpError("smbnetfs is missing: apt-get install smbnetfs")
    if not Path("/dev/fuse").exists():
        raise SetUpError("/dev/fuse is missing: FUSE is not available here")
    home = work / "home"
    dot_smb = home / ".smb"
    dot_smb.mkdir(parents=True)
    config = dot_smb / "smbnetfs.conf"
    config.write_text(SMBNETFS_CONF.format(log=work / "smbnetfs.log"), "utf-8")
    config.chmod(0o600)  # smbnetfs ignores a config others may read
    (dot_smb / "smb.conf").write_text(CLIENT_CONF, "utf-8")
    mount = work / "mnt"
    mount.mkdir()
    env = {**os.environ, "HOME": str(home)}
    done = subprocess.run(
        ["smbnetfs", str(mount), "-o", f"config={config}"],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    if done.returncode != 0:
        raise SetUpError(f"smbnetfs failed ({done.returncode}): {done.stderr.strip()}")
    folder = mount / address / SHARE
    try:
        wait_for(lambda: folder.is_dir() and os.listdir(folder) is not None, 60, "the mount")
        say(f"smbnetfs mounted the share at {folder}")
        yield folder
    finally:
        unmount = (["fusermount", "-u"] if shutil.which("fusermount") else ["umount"]) + [
            str(mount)
        ]
        for _ in range(10):
            if subprocess.run(unmount, capture_output=True, check=False).returncode == 0:
                break
            time.sleep(1)
        else:
            subprocess.run(["umount", "-l", str(mount)], capture_output=True, check=False)
        say("smbnetfs unmounted")


def probe_whole_files(folder: Path) -> None:
    """What the mount does with the class folder's way of writing: 20 new files."""
    sys.path.insert(0, str(ROOT))
    from wildwest.persistence.class_folder.folder_io import FolderIO

    io = FolderIO()
    probe_folder = folder / "probe"
    io.make_folder(probe_folder)
    failures = 0
    for n in range(20):
        data = os.urandom(2_000 + 997 * n)
        try:
            io.write_new(probe_folder, f"file-{n}.bin", data)
            if (probe_folder / f"file-{n}.bin").read_bytes() != data:
                failures += 1
        except OSError as error:
            failures += 1
            say(f"  write_new {n} failed: {error}")
    say(f"probe: 20 files written whole and renamed into place, {20 - failures} read back intact")


def probe_append(folder: Path) -> None:
    """One O_APPEND write (last: on smbnetfs it leaves the mount failing until remounted)."""
    probe_folder = folder / "probe"
    target = probe_folder / "append.txt"
    try:
        handle = os.open(target, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o644)
        try:
            os.write(handle, b"one line\n")
            os.write(handle, b"two lines\n")
        finally:
            os.close(handle)
        say(f"probe: O_APPEND worked this time ({target.stat().st_size} bytes)")
    except OSError as error:
        say(f"probe: O_APPEND failed: {errno.errorcode.get(error.errno or 0, '?')} {error}")
    try:
        (probe_folder / "after-append.txt").write_bytes(b"still writable?")
        say("probe: a plain write after the append works")
    except OSError as error:
        say(f"probe: a plain write after the append failed: {error}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--address", default="127.0.0.1")
    parser.add_argument("--writers", type=int, default=30)
    parser.add_argument("--seconds", type=float, default=120)
    parser.add_argument("--kills", type=int, default=20)
    parser.add_argument("--turns", type=int, default=20_000, help="class view timing (0: skip)")
    parser.add_argument("--keep", action="store_true", help="keep the work folder")
    args = parser.parse_args()
    work = Path(tempfile.mkdtemp(prefix="ww-samba-"))
    work.chmod(0o755)  # smbd serves the share as the guest user, who must get through
    say(f"work folder: {work}")
    status = 2
    try:
        with samba(work, args.address) as share, smbnetfs(work, args.address) as folder:
            probe_whole_files(folder)
            classroom = folder / "classroom"
            stress = subprocess.run(
                [
                    sys.executable,
                    str(HERE / "stress_class_folder.py"),
                    "--folder",
                    str(classroom),
                    "--work",
                    str(work / "stress"),
                    "--writers",
                    str(args.writers),
                    "--seconds",
                    str(args.seconds),
                    "--kills",
                    str(args.kills),
                ],
                check=False,
            )
            status = stress.returncode
            files = sum(1 for _ in (share / "classroom").rglob("*.wwj"))
            say(f"the share holds {files} journal files (seen on the server's disk)")
            if args.turns:
                say(f"the class view with {args.turns} turns on the share:")
                subprocess.run(
                    [
                        sys.executable,
                        str(HERE / "bench_class_folder.py"),
                        "--folder",
                        str(folder / "year"),
                        "--turns",
                        str(args.turns),
                        "--rounds",
                        "3",
                        "--games",
                        "0",
                    ],
                    check=False,
                )
            probe_append(folder)
    except SetUpError as error:
        say(f"set-up failed: {error}")
        return 2
    finally:
        if args.keep:
            say(f"kept {work}")
        else:
            shutil.rmtree(work, ignore_errors=True)
    return status


if __name__ == "__main__":
    sys.exit(main())
