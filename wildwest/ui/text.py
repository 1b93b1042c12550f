"""Small helpers for text on widgets."""

from __future__ import annotations


def mnemonic(label: str, letter: str) -> str:
    """Put the Alt-key marker on the first ``letter`` in ``label`` ("Hint 2" → "Hin&t 2").

    A label without that letter is returned as it is (with any ``&`` doubled, so it shows).
    """
    label = label.replace("&", "&&")
    at = label.lower().find(letter.lower())
    return label if at < 0 else label[:at] + "&" + label[at:]
