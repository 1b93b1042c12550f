"""The Alt+letter of a label, for the tests that check mnemonics."""

from __future__ import annotations

import re


def mnemonic(text: str) -> str | None:
    """The Alt+letter of a label or button text: "Sho&w" → "w"; None if it has none (a
    doubled ``&&`` is a shown ampersand; rich text has no Alt+letter)."""
    if "&nbsp;" in text or "<" in text:
        return None
    found = re.search(r"&([^&\s])", text.replace("&&", ""))
    return found.group(1).lower() if found else None
