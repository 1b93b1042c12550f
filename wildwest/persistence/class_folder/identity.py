"""Which computer this is, for the class folder: a stable random id, kept in the data folder.

Each computer writes only under ``computers/ID/`` in the class folder, so its id must

* stay the same from one start to the next, and when the PC is renamed: it is 64 random
  bits made once and kept in ``class-computer.json`` in the local data folder (never the
  computer's name, never anything a person types);
* differ between two computers cloned from one disk image, which start with the same data
  folder. Beside the id the file keeps a *fingerprint* of the machine (hashes of the
  operating system's machine id and of the network card's hardware address, nothing that
  changes with the computer's name); when the fingerprint does not match, this is another
  computer and it gets an id of its own (the old id stays in the file for the machine it
  belongs to, so a data folder carried between computers on a USB stick keeps one id for
  each). A clone the fingerprint cannot tell apart (a copied virtual machine) is caught by
  the writer instead: a file in its own folder of the class folder that it never wrote
  means that another computer uses the same id, and it takes a new one (:func:`rekey`).

The file is small JSON, written all or nothing; one that cannot be read is moved aside
(``class-computer.unreadable-DATE.json``) and a new id made. A data folder that cannot be
written gives an id for this session only (:attr:`Identity.kept` is False).
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import logging
import os
import socket
import sys
import uuid
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from .folder_io import replace_local_file
from .journal import MAX_COMPUTER_NAME, clean_text, stamp

log = logging.getLogger(__name__)

IDENTITY_FILE = "class-computer.json"
MAX_IDENTITIES = 16
"""The most machines one data folder remembers an id for (a portable copy moved around)."""
MAX_IDENTITY_BYTES = 64 * 1024

Fingerprint = tuple[str, str]
"""``(machine, node)``: hashes of the OS's machine id and of the hardware address ("" when
the computer does not say)."""


@dataclass(frozen=True, slots=True)
class Identity:
    """This computer, as the class folder knows it."""

    id: str
    """16 hex digits."""
    name: str
    """The computer's name now (shown to the teacher; may change, the id does not)."""
    kept: bool = True
    """The id is kept in the data folder (False: for this session only)."""
    new: bool = False
    """The id was made at this start (first use, another machine, or a clone)."""


def new_computer_id() -> str:
    return os.urandom(8).hex()


def computer_name() -> str:
    """The computer's network name, as plain text of at most 64 characters."""
    try:
        name = socket.gethostname()
    except OSError:
        name = ""
    return clean_text(name, MAX_COMPUTER_NAME) or "?"


def _hash(text: str) -> str:
    return hashlib.sha256(("wildwest:" + text).encode()).hexdigest()[:16] if text else ""


def _machine_id() -> str:
    """The operating system's id for this installation, or ""."""
    if sys.platform.startswith("win"):
        try:
            import winreg

            with winreg.OpenKey(  # type: ignore[attr-defined,unused-ignore]
                winreg.HKEY_LOCAL_MACHINE,  # type: ignore[attr-defined,unused-ignore]
                r"SOFTWARE\Microsoft\Cryptography",
                0,
                winreg.KEY_READ | getattr(winreg, "KEY_WOW64_64KEY", 0),  # type: ignore[attr-defined,unused-ignore]
            ) as key:
                value = winreg.QueryValueEx(key, "MachineGuid")[0]  # type: ignore[attr-defined,unused-ignore]
                return str(value)
        except OSError:
            return ""
    for path in ("/etc/machine-id", "/var/lib/dbus/machine-id"):
        try:
            with open(path, encoding="ascii", errors="replace") as handle:
                text = handle.read(200).strip()
        except OSError:
            continue
        if text:
            return text
    return ""


def _node() -> str:
    """The network card's hardware address, or "" when Python had to make one up."""
    node = uuid.getnode()
    return "" if node & (1 << 40) else f"{node:012x}"


def machine_fingerprint() -> Fingerprint:
    """This machine's fingerprint (hashed: the file never holds the raw ids)."""
    return _hash(_machine_id()), _hash(_node())


def _matches(record: dict[str, Any], now: Fingerprint) -> bool:
    """The record is this machine's: no part of the fingerprint that both know differs."""
    kept = (str(record.get("machine", "")), str(record.get("node", "")))
    return all(not a or not b or a == b for a, b in zip(kept, now, strict=True))


def _read(path: Path) -> list[dict[str, Any]]:
    """The records in the file ([] if there is none); ValueError if it cannot be used."""
    try:
        with open(path, "rb") as handle:
            data = handle.read(MAX_IDENTITY_BYTES + 1)
    except FileNotFoundError:
        return []
    if len(data) > MAX_IDENTITY_BYTES:
        raise ValueError("too big")
    document = json.loads(data.decode("utf-8"))
    if not isinstance(document, dict) or not isinstance(document.get("computers"), list):
        raise ValueError("not an identity file")
    records = [
        r
        for r in document["computers"]
        if isinstance(r, dict)
        and isinstance(r.get("id"), str)
        and len(r["id"]) == 16
        and all(c in "0123456789abcdef" for c in r["id"])
    ]
    return records[-MAX_IDENTITIES:]


def _write(path: Path, records: list[dict[str, Any]]) -> None:
    document = {"version": 1, "computers": records[-MAX_IDENTITIES:]}
    replace_local_file(path, (json.dumps(document, indent=1) + "\n").encode())


def load_identity(data_folder: Path, fingerprint: Fingerprint | None = None) -> Identity:
    """This computer's identity, made and kept on first use; never raises (see the module).

    ``fingerprint`` stands in for :func:`machine_fingerprint` (tests play other machines).
    """
    now = fingerprint if fingerprint is not None else machine_fingerprint()
    path = data_folder / IDENTITY_FILE
    name = computer_name()
    try:
        records = _read(path)
    except (OSError, ValueError) as error:
        log.warning("the class folder's computer id in %s cannot be read (%s)", path, error)
        _move_aside(path)
        records = []
    for record in reversed(records):
        if _matches(record, now):
            return Identity(record["id"], name)
    if records:
        log.warning("this data folder was made on another computer: a new id for this one")
    record = {
        "id": new_computer_id(),
        "machine": now[0],
        "node": now[1],
        "made": stamp(datetime.now(UTC)),
    }
    try:
        data_folder.mkdir(parents=True, exist_ok=True)
        _write(path, [*records, record])
    except OSError as error:
        log.warning("the class folder's computer id cannot be kept in %s: %s", path, error)
        return Identity(record["id"], name, kept=False, new=True)
    return Identity(record["id"], name, new=True)


def rekey(data_folder: Path, old: str, fingerprint: Fingerprint | None = None) -> Identity:
    """A new id in place of ``old`` (another computer writes under ``old``: a clone)."""
    now = fingerprint if fingerprint is not None else machine_fingerprint()
    path = data_folder / IDENTITY_FILE
    fresh = {
        "id": new_computer_id(),
        "machine": now[0],
        "node": now[1],
        "made": stamp(datetime.now(UTC)),
        "replaces": old,
    }
    try:
        records = [r for r in _read(path) if r.get("id") != old]
    except (OSError, ValueError):
        records = []
    try:
        _write(path, [*records, fresh])
    except OSError as error:
        log.warning("the new computer id cannot be kept in %s: %s", path, error)
        return Identity(fresh["id"], computer_name(), kept=False, new=True)
    log.warning(
        "another computer writes to the class folder as %s: this one is now %s", old, fresh["id"]
    )
    return Identity(fresh["id"], computer_name(), new=True)


def _move_aside(path: Path) -> None:
    moment = datetime.now().strftime("%Y%m%d-%H%M%S")
    with contextlib.suppress(OSError):
        os.replace(path, path.with_name(f"class-computer.unreadable-{moment}.json"))
