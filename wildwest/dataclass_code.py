"""Byte code for the methods ``@dataclass`` writes, made ahead like a module's .pyc (issue 31).

On Python 3.11 the ``dataclasses`` decorator writes each class's ``__init__``, ``__repr__``,
``__eq__``, ``__hash__`` (and, frozen, ``__setattr__`` and ``__delattr__``) as source text
and compiles each with ``exec`` at import. For the hundred or so frozen value types the
first window needs, parsing and compiling that text was about a tenth of the app's start-up
(counted with callgrind). The text is the same at every start, so its byte code can be made
once, as Python makes a module's .pyc: :func:`write` (run by ``dev.py`` for a checkout and
by ``build.py`` for a bundle: ``python -m wildwest.dataclass_code``) imports every module of
the package and keeps what each text compiled to, in ``dataclass_code.<cache tag>.bin``
beside this module: Python's byte code magic number and :data:`FORMAT`, the length of an
index (4 bytes, little-endian), the index (a marshal of {module name: (offset, length)}),
then each module's table (a marshal of {text: code}) at its offset after the index. A
start reads the index, then each table as its module loads, and no other (the whole table
took 4.8 ms and 3.5 MB to read, for the tenth of it the first window needs; reading the
whole file and every module's bytes took 1.3 ms more).

:func:`install` (the app's start, before its modules load) has ``dataclasses`` look each
text up there, in its module's table, before compiling it. A text not found (a class
changed since the file was made) is compiled as before; a file that is missing, made by
another Python or unreadable is not used at all. The file is part of the program, as its
.pyc files are: made when the program is built, shipped beside it and never written by the
app. Standard library only.
"""

from __future__ import annotations

import builtins
import dataclasses
import importlib
import importlib.util
import marshal
import os
import sys
from pathlib import Path
from types import CodeType
from typing import Any, TypeVar

FORMAT = b"wwdc3"
"""Follows Python's magic number, so a change of this file's layout is never misread
(wwdc1 held one table for the whole package, wwdc2 a marshalled dict of the tables)."""
_INDEX_LENGTH = 4
"""Bytes that give the index's length, after the header."""
MISSED: list[str] = []
"""Once installed: each method compiled from its text all the same (``def __init__``…), as
for a class made before :func:`install` or changed since the file was made (tests)."""

T = TypeVar("T")

Table = dict[str, CodeType]
"""One module's texts, each with its byte code."""


def cache_file() -> Path:
    """Where the byte code is kept: beside this module, named for this Python's byte code."""
    return Path(__file__).with_name(f"dataclass_code.{sys.implementation.cache_tag}.bin")


def _header() -> bytes:
    return importlib.util.MAGIC_NUMBER + FORMAT


class _Tables:
    """A file's index, and each module's table read from the file when it is asked for: a
    start reads only the tables of the modules it loads (reading the whole file and every
    table's bytes took 1.3 ms, issue 31). The file is opened for each table, and kept open
    by none (as PyInstaller reads its archive): it can be replaced while the app runs."""

    def __init__(self, path: Path, body: int = 0, places: dict[str, tuple[int, int]] | None = None):
        self._path = path
        self._body = body
        self._places = places or {}

    def __bool__(self) -> bool:
        return bool(self._places)

    def names(self) -> list[str]:
        return list(self._places)

    def take(self, name: str) -> bytes:
        """Module ``name``'s table, still marshalled, read now (once; ``b""`` if there is
        none, it was taken already or the file cannot be read any more)."""
        place = self._places.pop(name, None)
        if place is None:
            return b""
        offset, size = place
        try:
            descriptor = os.open(self._path, os.O_RDONLY | getattr(os, "O_BINARY", 0))
        except OSError:
            return b""
        try:
            os.lseek(descriptor, self._body + offset, os.SEEK_SET)
            return os.read(descriptor, size)
        except (OSError, ValueError, OverflowError):
            return b""
        finally:
            os.close(descriptor)


def _modules(path: Path) -> _Tables:
    """The tables in ``path`` (see :class:`_Tables`); none if the file is missing, of
    another Python or not what :func:`write` writes."""
    header = _header()
    try:
        with path.open("rb") as file:
            start = file.read(len(header) + _INDEX_LENGTH)
            if len(start) < len(header) + _INDEX_LENGTH or not start.startswith(header):
                return _Tables(path)
            length = int.from_bytes(start[len(header) :], "little")
            index = marshal.loads(file.read(length))
            room = os.fstat(file.fileno()).st_size - len(start) - length
    except (OSError, EOFError, ValueError, TypeError):
        return _Tables(path)
    places = {}
    if isinstance(index, dict):
        for name, place in index.items():
            if isinstance(name, str) and _within(place, room):
                places[name] = place
    return _Tables(path, len(start) + length, places)


def _within(place: object, room: int) -> bool:
    """Whether ``place`` is an (offset, length) pair of whole numbers inside ``room`` bytes
    (a damaged index never has more read than the file holds)."""
    if not (isinstance(place, tuple) and len(place) == 2):
        return False
    offset, size = place
    numbers = type(offset) is int and type(size) is int
    return numbers and offset >= 0 and size >= 0 and offset + size <= room


def pack(marshalled: dict[str, bytes]) -> bytes:
    """The file's content for each module's marshalled table (see the module)."""
    index: dict[str, tuple[int, int]] = {}
    offset = 0
    for name, table in marshalled.items():
        index[name] = (offset, len(table))
        offset += len(table)
    head = marshal.dumps(index)
    length = len(head).to_bytes(_INDEX_LENGTH, "little")
    return b"".join([_header(), length, head, *marshalled.values()])


def _table(marshalled: bytes | memoryview) -> Table:
    """One module's table, unmarshalled (empty if it is not one)."""
    return _texts_to(CodeType, marshalled)


def _texts_to(kind: type[T], marshalled: bytes | memoryview) -> dict[str, T]:
    """``marshalled`` read back as a dict of texts to ``kind``, what is not either left out
    (empty if it is not a dict at all)."""
    try:
        found = marshal.loads(marshalled)
    except (EOFError, ValueError, TypeError):
        return {}
    if not isinstance(found, dict):
        return {}
    return {
        text: value
        for text, value in found.items()
        if isinstance(text, str) and isinstance(value, kind)
    }


def load(path: Path) -> dict[str, Table]:
    """Every module's texts and their byte code in ``path`` (tests, and whether a file is
    there to use); empty if it is missing, of another Python or not what :func:`write`
    writes."""
    found = _modules(path)
    tables = {name: _table(found.take(name)) for name in found.names()}
    return {name: table for name, table in tables.items() if table}


def compile_text(text: str) -> CodeType:
    """``text`` compiled exactly as ``exec(text)`` in ``dataclasses`` compiles it (none of
    this module's ``__future__`` flags)."""
    return compile(text, "<string>", "exec", dont_inherit=True)


def _module_of(globals: Any) -> str:
    """The module whose class ``dataclasses`` is making: it hands over that module's globals."""
    name = globals.get("__name__") if isinstance(globals, dict) else None
    return name if isinstance(name, str) else ""


def _importing(module: str) -> bool:
    """Whether ``module`` is still being imported (its classes are made as it runs)."""
    spec = getattr(sys.modules.get(module), "__spec__", None)
    return bool(getattr(spec, "_initializing", False))


def install(path: Path | None = None) -> bool:
    """Have ``dataclasses`` take the byte code of a text it writes from ``path`` (default
    :func:`cache_file`) when it is there. True if installed (the file held byte code).
    A module's table is read when its first class is made, and let go once the module has
    been imported (its classes are made then): the tables of the first window's modules
    held 1.3 MB of byte code for the life of the app (issue 31). A class made later in
    such a module (one made in a function) is compiled from its text, as without the file."""
    marshalled = _modules(cache_file() if path is None else path)
    if not marshalled:
        return False
    tables: dict[str, Table] = {}

    def exec_known(source: Any, globals: Any = None, locals: Any = None, /) -> None:
        if type(source) is str:
            module = _module_of(globals)
            table = tables.get(module)
            if table is None:
                for done in [name for name in tables if not _importing(name)]:
                    del tables[done]
                table = tables[module] = _table(marshalled.take(module))
            known = table.get(source)
            if known is None:
                MISSED.append(source.partition("\n")[2].partition("(")[0].strip())
            else:
                source = known
        builtins.exec(source, globals, locals)

    # dataclasses calls exec() by its global name: a name in the module's own namespace
    # comes before the builtin one.
    vars(dataclasses)["exec"] = exec_known
    return True


def uninstall() -> None:
    """``dataclasses`` compiles every text again (tests)."""
    vars(dataclasses).pop("exec", None)


def record() -> dict[str, Table]:
    """Import every module of the package; each text ``dataclasses`` compiled, with its code,
    by the module whose class it was."""
    tables: dict[str, Table] = {}

    def exec_recording(source: Any, globals: Any = None, locals: Any = None, /) -> None:
        if type(source) is str:
            code = compile_text(source)
            tables.setdefault(_module_of(globals), {})[source] = code
            source = code
        builtins.exec(source, globals, locals)

    uninstall()
    vars(dataclasses)["exec"] = exec_recording
    try:
        for name in package_modules():
            if name != "wildwest.__main__":
                importlib.import_module(name)
    finally:
        uninstall()
    return tables


def package_modules() -> list[str]:
    """The name of every module of the package, its packages included (not the package
    itself): what ``pkgutil.walk_packages`` lists. Not ``pkgutil`` itself: a module that
    imports it has the frozen app import it at every start (PyInstaller's hook for it;
    issue 31)."""
    root = Path(__file__).parent
    names = []
    for path in sorted(root.rglob("*.py")):
        folders = path.relative_to(root).parents
        if all((root / folder / "__init__.py").is_file() for folder in folders):
            parts = path.relative_to(root.parent).with_suffix("").parts
            if parts[-1] == "__init__":
                parts = parts[:-1]
            if len(parts) > 1:
                names.append(".".join(parts))
    return names


def dumps(tables: dict[str, Table]) -> bytes:
    """The file's content for ``tables`` (by module)."""
    return pack({name: marshal.dumps(table) for name, table in tables.items()})


def write(path: Path | None = None) -> int:
    """Write the byte code of every dataclass method of the package to ``path`` (default
    :func:`cache_file`), all or nothing; the number of texts."""
    target = cache_file() if path is None else path
    tables = record()
    partial = target.with_name(target.name + ".part")
    partial.write_bytes(dumps(tables))
    os.replace(partial, target)
    return sum(len(table) for table in tables.values())


def stale(path: Path | None = None) -> bool:
    """Whether ``path`` (default :func:`cache_file`) is missing, of another layout (an older
    copy's) or older than a module."""
    target = cache_file() if path is None else path
    try:
        made = target.stat().st_mtime
        with target.open("rb") as file:
            if file.read(len(_header())) != _header():
                return True
    except OSError:
        return True
    package = Path(__file__).parent
    return any(source.stat().st_mtime > made for source in package.rglob("*.py"))


if __name__ == "__main__":
    # Run in a fresh interpreter, so that every module is imported (and recorded) here.
    if "--stale" in sys.argv[1:] and not stale():
        sys.exit(0)
    count = write()
    print(f"wildwest.dataclass_code: {count} methods' byte code in {cache_file().name}")
