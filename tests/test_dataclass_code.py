"""The dataclasses' methods' byte code made ahead (issue 31, wildwest/dataclass_code.py):
classes made with it are the classes made without it; a file that cannot be used is not."""

from __future__ import annotations

import dataclasses
import importlib.util
import marshal
import re
import subprocess
import sys
import types
from collections.abc import Iterator
from pathlib import Path

import pytest

from wildwest import dataclass_code

ROOT = Path(__file__).resolve().parents[1]
HEADER = importlib.util.MAGIC_NUMBER + dataclass_code.FORMAT


def indexed(index: object) -> bytes:
    """``index`` marshalled after its length, as the file's index is."""
    data = marshal.dumps(index)
    return len(data).to_bytes(4, "little") + data


@pytest.fixture(autouse=True)
def _dataclasses_as_they_were() -> Iterator[None]:
    dataclass_code.uninstall()
    yield
    dataclass_code.uninstall()


def make_point() -> type:
    """A frozen, slotted value type with a default, as the app's are."""

    @dataclasses.dataclass(frozen=True, slots=True)
    class Point:
        x: int
        y: int = 0
        label: str = "origin"

    return Point


def texts_of(make: object) -> dict[str, dict[str, object]]:
    """Each text ``dataclasses`` compiles while ``make()`` runs, with its byte code, by the
    module whose class it is (this one)."""
    table: dict[str, object] = {}

    def exec_recording(source: object, globals: object = None, locals: object = None, /) -> None:
        if isinstance(source, str):
            assert isinstance(globals, dict) and globals["__name__"] == __name__
            table[source] = source = dataclass_code.compile_text(source)
        exec(source, globals, locals)  # type: ignore[arg-type]

    vars(dataclasses)["exec"] = exec_recording
    try:
        make()  # type: ignore[operator]
    finally:
        dataclass_code.uninstall()
    return {__name__: table}


def write_table(
    path: Path, tables: dict[str, dict[str, object]], header: bytes | None = None
) -> Path:
    """The file as ``write`` makes it: each module's marshalled table, and an index."""
    packed = dataclass_code.pack({m: marshal.dumps(t) for m, t in tables.items()})
    if header is not None:  # another Python's, another layout's
        packed = header + packed[len(importlib.util.MAGIC_NUMBER + dataclass_code.FORMAT) :]
    path.write_bytes(packed)
    return path


def test_a_class_made_from_the_byte_code_is_the_class_made_without_it(tmp_path):
    """With the file installed, a frozen slotted dataclass gets methods of the very same byte
    code as compiling its text gives, and behaves the same: init, defaults, repr, equality,
    hashing, frozen fields, annotations (no ``__future__`` flag of ours)."""
    plain = make_point()
    table = texts_of(make_point)
    assert len(table[__name__]) >= 5  # __init__, __repr__, __eq__, __setattr__, __delattr__…
    assert dataclass_code.install(write_table(tmp_path / "code.bin", table))
    used: list[str] = []
    real = vars(dataclasses)["exec"]

    def counting(source: object, globals: object = None, locals: object = None, /) -> None:
        used.append(str(type(source).__name__))
        real(source, globals, locals)

    vars(dataclasses)["exec"] = counting
    cached = make_point()
    assert used and set(used) == {"str"}  # dataclasses hands over its text; the table answers
    assert not [name for name in dataclass_code.MISSED if "Point" in name]
    for name in ("__init__", "__repr__", "__eq__", "__setattr__", "__delattr__", "__hash__"):
        assert getattr(cached, name).__code__.co_code == getattr(plain, name).__code__.co_code
    assert cached.__init__.__annotations__ == plain.__init__.__annotations__
    a, b = cached(1), cached(1, 0, "origin")
    assert a == b and hash(a) == hash(b) and repr(a).endswith(".Point(x=1, y=0, label='origin')")
    with pytest.raises(dataclasses.FrozenInstanceError):
        a.x = 2


def test_a_text_not_in_the_file_is_compiled_as_before(tmp_path):
    """A class changed since the file was made (its texts are not there) is made as ever."""
    assert dataclass_code.install(
        write_table(
            tmp_path / "code.bin", {__name__: {"x = 1": compile("x = 1", "<string>", "exec")}}
        )
    )
    del dataclass_code.MISSED[:]
    point = make_point()
    assert dataclass_code.MISSED  # compiled from its text, as without the file
    assert point(3, 4) == point(3, 4, "origin") and repr(point(3)).endswith(
        ".Point(x=3, y=0, label='origin')"
    )


@pytest.mark.parametrize(
    "content",
    [
        b"",
        b"not a cache",
        importlib.util.MAGIC_NUMBER + b"wwdc0" + marshal.dumps({}),
        importlib.util.MAGIC_NUMBER + b"wwdc1" + marshal.dumps({"def f(): pass": None}),
        importlib.util.MAGIC_NUMBER + dataclass_code.FORMAT + marshal.dumps({"m": "not bytes"}),
        importlib.util.MAGIC_NUMBER + b"wwdc2" + marshal.dumps({"m": marshal.dumps({})}),
        HEADER + indexed({"m": "not a place"}),
        HEADER + indexed({"m": (-1, 4)}),
        HEADER + indexed({"m": (0, 2**40)}),
        HEADER + (1000).to_bytes(4, "little") + b"\xfb",
        HEADER + indexed([1, 2]),
        HEADER + b"\x01",
        b"\x00" * 64,
    ],
    ids=[
        "empty",
        "junk",
        "another format",
        "the whole-package layout",
        "no tables",
        "the one-dict layout",
        "no place",
        "a place before the start",
        "a place past the end",
        "an index cut short",
        "an index not a dict",
        "no index length",
        "zeros",
    ],
)
def test_a_file_that_cannot_be_used_is_not(tmp_path, content):
    """An empty, foreign or broken file, or one of another layout, leaves dataclasses alone."""
    path = tmp_path / "code.bin"
    path.write_bytes(content)
    assert not dataclass_code.install(path)
    assert "exec" not in vars(dataclasses)
    assert not dataclass_code.install(tmp_path / "missing.bin")


def test_another_pythons_file_is_not_used(tmp_path):
    """A file made by another Python (another byte code magic number) is not used."""
    table = texts_of(make_point)
    path = write_table(tmp_path / "code.bin", table, header=b"\x00\x00\r\n" + dataclass_code.FORMAT)
    assert not dataclass_code.install(path)


def test_writing_records_every_dataclass_of_the_package(tmp_path):
    """``write`` (in a fresh interpreter, as dev.py and build.py run it) keeps the byte code
    of the methods of the package's dataclasses: the view state's among them."""
    target = tmp_path / "code.bin"
    code = (
        "import sys; from pathlib import Path; from wildwest import dataclass_code as d; "
        "print(d.write(Path(sys.argv[1])))"
    )
    done = subprocess.run(
        [sys.executable, "-c", code, str(target)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    tables = dataclass_code.load(target)
    assert int(done.stdout.strip()) == sum(len(table) for table in tables.values()) > 300
    assert "wildwest.present.view_state" in tables
    assert any(
        "def __init__(" in text and "tutorial" in text
        for text in tables["wildwest.present.view_state"]
    )
    assert not dataclass_code.stale(target)


def test_a_modules_table_is_read_when_its_first_class_is_made(tmp_path, monkeypatch):
    """Each module's table is unmarshalled on first use: another module's broken table
    costs nothing and breaks nothing, and a module with no table compiles as before."""
    tables: dict[str, object] = dict(texts_of(make_point))
    path = tmp_path / "code.bin"
    marshalled = {name: marshal.dumps(table) for name, table in tables.items()}
    marshalled["wildwest.nowhere"] = b"\x00broken"
    path.write_bytes(dataclass_code.pack(marshalled))
    read: list[bytes] = []
    real_table = dataclass_code._table

    def reading(table: bytes) -> dataclass_code.Table:
        read.append(table)
        return real_table(table)

    monkeypatch.setattr(dataclass_code, "_table", reading)
    assert dataclass_code.install(path)
    assert read == []  # nothing unmarshalled before a class is made
    del dataclass_code.MISSED[:]
    point = make_point()
    assert point(2) == point(2, 0) and not dataclass_code.MISSED
    assert read == [marshalled[__name__]]  # this module's table, once
    for module in ("wildwest.nowhere", "wildwest.no_table"):  # broken table, no table
        monkeypatch.setitem(sys.modules, module, types.ModuleType(module))
        other = dataclasses.dataclass(
            type("Other", (), {"__annotations__": {"a": int}, "__module__": module})
        )
        assert other(1) == other(1) != other(2)
    assert read[1:] == [b"\x00broken", b""]
    assert "def __init__" in dataclass_code.MISSED  # compiled from their texts


def test_a_modules_table_is_let_go_once_the_module_is_imported(tmp_path, monkeypatch):
    """Issue 31: a table is kept while its module is being imported (its classes are made
    then), and let go once it has been and another module's table is read; a class made in
    it later is compiled from its text, the same class."""

    def make_in(module: str) -> type:
        return dataclasses.dataclass(frozen=True)(
            type("Pair", (), {"__annotations__": {"a": int, "b": int}, "__module__": module})
        )

    def importing(module: str, now: bool) -> None:
        spec = importlib.util.spec_from_loader(module, loader=None)
        assert spec is not None
        spec._initializing = now  # type: ignore[attr-defined]
        made = types.ModuleType(module)
        made.__spec__ = spec
        monkeypatch.setitem(sys.modules, module, made)

    recorded: dict[str, dict[str, object]] = {}
    for module in ("wildwest.first", "wildwest.second", "wildwest.third"):
        importing(module, True)
        table: dict[str, object] = {}

        def exec_recording(
            source: object,
            globals: object = None,
            locals: object = None,
            /,
            table: dict[str, object] = table,
        ) -> None:
            if isinstance(source, str):
                table[source] = source = dataclass_code.compile_text(source)
            exec(source, globals, locals)  # type: ignore[arg-type]

        vars(dataclasses)["exec"] = exec_recording
        make_in(module)
        dataclass_code.uninstall()
        recorded[module] = table
    assert dataclass_code.install(write_table(tmp_path / "code.bin", recorded))
    del dataclass_code.MISSED[:]
    importing("wildwest.first", False)  # imported: its classes are made
    make_in("wildwest.first")
    importing("wildwest.second", True)  # still being imported
    make_in("wildwest.second")  # its table read: the first's (imported) let go
    assert not dataclass_code.MISSED  # both from the file
    make_in("wildwest.third")  # a third module's table read: the second's kept
    make_in("wildwest.second")  # kept while its module is imported
    assert not dataclass_code.MISSED
    pair = make_in("wildwest.first")  # compiled from its text: the same class
    assert dataclass_code.MISSED and pair(1, 2) == pair(1, 2) != pair(2, 1)


def test_the_package_modules_are_those_pkgutil_walks():
    """``package_modules`` lists what ``pkgutil.walk_packages`` does (the app leaves
    ``pkgutil`` out: its frozen start would import it), and the app's modules do not
    import ``pkgutil`` at all (issue 31)."""
    import pkgutil

    import wildwest

    walked = [module.name for module in pkgutil.walk_packages(wildwest.__path__, "wildwest.")]
    assert sorted(dataclass_code.package_modules()) == sorted(walked)
    assert len(walked) > 100
    importing = re.compile(r"^\s*(import|from) pkgutil\b", re.MULTILINE)
    sources = (ROOT / "wildwest").rglob("*.py")
    assert not [path for path in sources if importing.search(path.read_text(encoding="utf-8"))]
