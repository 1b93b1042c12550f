"""INI text as Qt writes it, read and written without ``QSettings`` (which unpickles).

:func:`parse_ini` splits a file into ``key=value`` entries under ``[section]``
headers; :func:`unescape_value` and :func:`escape_string` follow Qt's INI
escapes exactly, so files written by ``QSettings`` read the same here and
files written here read the same in ``QSettings``. Nothing here turns text
into anything but strings: Qt's ``@Variant(…)`` (a pickle), ``@ByteArray(…)``
and the like are refused by :func:`plain_item`.

Accepted encodings: UTF-8 with or without a BOM, and UTF-16 with a BOM (or,
told by its zero bytes, without one). Lines end in LF, CRLF or CR; ``;`` and
``#`` at the start of a line, and ``;`` outside quotes later on, start a
comment; section and key names are compared without case by the caller.
"""

from __future__ import annotations

import dataclasses
import re
from dataclasses import dataclass

from wildwest.engine.phrases import QT_TRANSLATE_NOOP, Phrase


def settings_phrase(template: str, *values: object) -> Phrase:
    """A message about a settings file for the school's IT, worded by the app in its
    language (the log keeps the English): ``template`` is marked for the translators in
    context ``Settings``."""
    return Phrase(template, *values, context="Settings")


@dataclass(frozen=True, slots=True)
class IniEntry:
    """One ``key=value`` line of an INI file."""

    section: str
    """The section as written (``""`` before the first one)."""
    name: str
    """The key as written inside its section."""
    value: str
    """The value's text after ``=``, comment removed, not yet unescaped."""
    line: int


@dataclass(slots=True)
class IniText:
    """An INI file read as text: its entries, and what could not be understood."""

    entries: list[IniEntry] = dataclasses.field(default_factory=list)
    problems: list[str] = dataclasses.field(default_factory=list)
    """``"line 4: …"``, one per line that could not be used."""
    unreadable: bool = False
    """True when the bytes are not text in any encoding the app reads (or are too many)."""
    blocked: str | None = None
    """Why the file could not be read at all (no permission, a pipe …), or ``None``."""
    sections: list[tuple[str, int]] = dataclasses.field(default_factory=list)
    """Every ``[section]`` header, with its line."""


_BOMS = (
    (b"\xef\xbb\xbf", "utf-8"),
    (b"\xff\xfe", "utf-16-le"),
    (b"\xfe\xff", "utf-16-be"),
)


def decode_ini(data: bytes) -> tuple[list[tuple[int, str]], list[str], bool]:
    """The lines of an INI file, numbered from 1: UTF-8 with or without a BOM, or UTF-16
    with a BOM (or without one, told by its zero bytes). Lines that cannot be decoded are
    left out and reported; the flag is True when nothing at all could be decoded."""
    encoding = "utf-8"
    for bom, name in _BOMS:
        if data.startswith(bom):
            encoding, data = name, data[len(bom) :]
            break
    else:
        if b"\x00" in data and len(data) % 2 == 0:
            odd_zeros = data[1::2].count(0)
            even_zeros = data[0::2].count(0)
            if odd_zeros > len(data) // 4 or even_zeros > len(data) // 4:
                encoding = "utf-16-le" if odd_zeros >= even_zeros else "utf-16-be"
    problems: list[str] = []
    lines: list[tuple[int, str]] = []
    if encoding == "utf-8":
        raw_lines = re.split(rb"\r\n|\r|\n", data)
        for number, raw in enumerate(raw_lines, start=1):
            try:
                text = raw.decode("utf-8")
            except UnicodeDecodeError:
                problems.append(
                    settings_phrase(
                        QT_TRANSLATE_NOOP(
                            "Settings", "line %1: has bytes that are not UTF-8 text; ignored"
                        ),
                        number,
                    )
                )
                continue
            if "\x00" in text:
                problems.append(
                    settings_phrase(
                        QT_TRANSLATE_NOOP("Settings", "line %1: has a zero byte; ignored"), number
                    )
                )
                continue
            lines.append((number, text))
    else:
        whole = data.decode(encoding, errors="replace")
        for number, text in enumerate(re.split(r"\r\n|\r|\n", whole), start=1):
            if "\ufffd" in text or "\x00" in text:
                problems.append(
                    settings_phrase(
                        QT_TRANSLATE_NOOP(
                            "Settings", "line %1: has bytes that are not %2 text; ignored"
                        ),
                        number,
                        encoding,
                    )
                )
                continue
            lines.append((number, text))
    unreadable = bool(problems) and not any(text.strip() for _, text in lines)
    return lines, problems, unreadable


_INI_SPACE = " \t\f\v"


def parse_ini(data: bytes) -> IniText:
    """Split an INI file into entries (no values are interpreted here)."""
    lines, problems, unreadable = decode_ini(data)
    result = IniText(problems=problems, unreadable=unreadable)
    section = ""
    for number, raw in lines:
        text = raw.strip(_INI_SPACE)  # ASCII only: a no-break space is part of a value
        if not text or text[0] in ";#":
            continue
        if text.startswith("["):
            end = text.find("]")
            rest = text[end + 1 :].strip() if end > 0 else ""
            if end <= 1 or (rest and rest[0] not in ";#"):
                result.problems.append(
                    settings_phrase(
                        QT_TRANSLATE_NOOP("Settings", "line %1: is not a [section] line; ignored"),
                        number,
                    )
                )
                section = "\x00"  # what follows belongs to no usable section
                continue
            section = text[1:end].strip()
            result.sections.append((section, number))
            continue
        equals, end = _split_line(text)
        if equals < 0:
            result.problems.append(
                settings_phrase(
                    QT_TRANSLATE_NOOP("Settings", "line %1: is not key=value; ignored"), number
                )
            )
            continue
        name = text[:equals].strip()
        if not name:
            result.problems.append(
                settings_phrase(
                    QT_TRANSLATE_NOOP("Settings", "line %1: has no key before '='; ignored"), number
                )
            )
            continue
        if section == "\x00":
            continue
        value = text[equals + 1 : end].strip(" \t")
        result.entries.append(IniEntry(section, name, value, number))
    return result


def _split_line(text: str) -> tuple[int, int]:
    """Where the first ``=`` outside quotes is (-1 if none), and where the line's content
    ends (an unquoted ``;`` starts a comment, as in Qt's INI files)."""
    equals = -1
    quoted = False
    index = 0
    while index < len(text):
        ch = text[index]
        if ch == "\\":
            index += 2
            continue
        if ch == '"':
            quoted = not quoted
        elif ch == "=" and not quoted and equals < 0:
            equals = index
        elif ch == ";" and not quoted:
            return equals, index
        index += 1
    return equals, len(text)


_ESCAPES = {
    "a": "\a",
    "b": "\b",
    "f": "\f",
    "n": "\n",
    "r": "\r",
    "t": "\t",
    "v": "\v",
    '"': '"',
    "?": "?",
    "'": "'",
    "\\": "\\",
}
_HEX = "0123456789abcdefABCDEF"


class _Unquoted:
    """The state of one value being unescaped (Qt's ``iniUnescapedStringList``)."""

    def __init__(self) -> None:
        self.items: list[str] = []
        self.current: list[str] = []
        self.keep = 0
        """Characters at the start of ``current`` that trailing-space trimming must not
        touch (up to the last escape or closing quote)."""
        self.quoted = False
        self.in_quotes = False
        self.is_list = False

    def end_item(self) -> None:
        text = "".join(self.current)
        if not self.quoted:
            text = text[: self.keep] + text[self.keep :].rstrip(" \t")
        self.items.append(text)
        self.current = []
        self.keep = 0
        self.quoted = False


def _skip_spaces(text: str, index: int) -> int:
    while index < len(text) and text[index] in " \t":
        index += 1
    return index


def unescape_value(text: str) -> str | list[str]:
    """A value's text as Qt's INI reader reads it: a string, or a list of strings when it has
    an unquoted comma (``Ann, "Ben, Jr"`` is ``["Ann", "Ben, Jr"]``); quotes removed, Qt's
    escapes (``\\n``, ``\\"``, ``\\x1f``, ``\\0``) undone, spaces around items trimmed."""
    state = _Unquoted()
    index = _skip_spaces(text, 0)
    while index < len(text):
        ch = text[index]
        if ch == "\\":
            index = _escape_at(text, index + 1, state.current)
            state.keep = len(state.current)
            continue
        index += 1
        if ch == '"':
            state.quoted = True
            state.in_quotes = not state.in_quotes
            if not state.in_quotes:
                index = _skip_spaces(text, index)
                state.keep = len(state.current)
        elif ch == "," and not state.in_quotes:
            state.is_list = True
            state.end_item()
            index = _skip_spaces(text, index)
        else:
            state.current.append(ch)
    state.end_item()
    return state.items if state.is_list else state.items[0]


def _escape_at(text: str, index: int, out: list[str]) -> int:
    """Undo the escape whose letter is at ``index``; the index after it."""
    if index >= len(text):
        return index
    ch = text[index]
    if ch in _ESCAPES:
        out.append(_ESCAPES[ch])
        return index + 1
    if ch == "x":
        end = index + 1
        code = 0
        while end < len(text) and text[end] in _HEX:
            code = ((code << 4) + int(text[end], 16)) & 0xFFFF
            end += 1
        if end > index + 1:
            out.append(chr(code))
        return end
    if ch in "01234567":
        end = index
        code = 0
        while end < len(text) and text[end] in "01234567":
            code = ((code << 3) + int(text[end])) & 0xFFFF
            end += 1
        out.append(chr(code))
        return end
    return index + 1  # an unknown escape: the character is skipped, as Qt does


def escape_string(text: str) -> str:
    """A string as Qt's INI writer writes it (so either version reads the other's file)."""
    out: list[str] = []
    needs_quotes = False
    escape_hex = False
    for ch in text:
        code = ord(ch)
        if ch in ";,=":
            needs_quotes = True
        if escape_hex and ch in _HEX:
            out.append(f"\\x{code:x}")
            continue
        escape_hex = False
        if ch == "\0":
            out.append("\\0")
            escape_hex = True
        elif ch in "\a\b\f\n\r\t\v":
            out.append("\\" + "abfnrtv"["\a\b\f\n\r\t\v".index(ch)])
        elif ch in '"\\':
            out.append("\\" + ch)
        elif code <= 0x1F or code == 0x7F or 0xD800 <= code <= 0xDFFF:
            out.append(f"\\x{code:x}")
            escape_hex = True
        else:
            out.append(ch)
    result = "".join(out)
    if needs_quotes or result.startswith(" ") or result.endswith(" "):
        result = f'"{result}"'
    return result


def escape_item(text: str) -> str:
    """A stored string as an INI item: ``@`` at the start doubled, as Qt does."""
    return escape_string("@" + text if text.startswith("@") else text)


class QtValueError(ValueError):
    """A Qt value (``@Variant(…)``, ``@ByteArray(…)``…): never read."""


def plain_item(text: str) -> str | None:
    """One unescaped item: ``@@x`` is ``@x``, ``@String(x)`` is ``x``, ``@Invalid()`` is
    nothing; other ``@…`` values are Qt's (a pickle, bytes, a rectangle…) and refused."""
    if not text.startswith("@"):
        return text
    if text.startswith("@@"):
        return text[1:]
    if text == "@Invalid()":
        return None
    if text.startswith("@String(") and text.endswith(")"):
        return text[8:-1]  # how Qt writes a string holding a NUL character
    kind = text.split("(", 1)[0]
    #: a settings file's value written by Qt: %1 its kind (@Variant, @ByteArray…)
    problem = QT_TRANSLATE_NOOP("Settings", "holds a %1(…) value, which is never read")
    raise QtValueError(settings_phrase(problem, kind[:20]))
