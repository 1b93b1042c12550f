"""Console output every build script can always write, on any system.

A Windows console, or output piped or redirected to a file on Windows
(``python build_scripts\\dev.py build > build.log``), encodes text in the
console's code page (cp1252, cp850 …) unless ``PYTHONUTF8=1`` is set, and
Python then stops the script with ``UnicodeEncodeError`` at the first ``→``,
``×`` or file name it cannot encode. :func:`safe_console` makes such a
character come out as ``?`` instead: the message is still read, the build
goes on. Standard library only (``dev.py`` runs with any Python).
"""

from __future__ import annotations

import contextlib
import sys


def safe_console() -> None:
    """Let stdout and stderr replace what their encoding cannot show instead of failing.
    Call it first in a script's ``if __name__ == "__main__":`` block."""
    for stream in (sys.stdout, sys.stderr):
        reconfigure = getattr(stream, "reconfigure", None)  # None in a windowed program
        if reconfigure is not None:
            with contextlib.suppress(OSError, ValueError):  # a stream closed or detached
                reconfigure(errors="replace")
