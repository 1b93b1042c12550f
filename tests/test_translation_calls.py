"""Every text the code hands to ``translate`` reaches the translators: lupdate reads the
source with its own parser and drops some calls without a word (a counted message whose
call ends in a trailing comma was lost that way), so the calls are read here with
Python's own parser and looked up in the extracted ``.ts`` file."""

from __future__ import annotations

import ast
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TS = ROOT / "resources" / "translations" / "wildwest_de.ts"


def calls() -> list[tuple[str, str, bool, str]]:
    """(context, text, counted, where) of every ``translate("Context", "text", …)`` call."""
    found = []
    for path in sorted((ROOT / "wildwest").rglob("*.py")):
        tree = ast.parse(path.read_text("utf-8"), str(path))
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call):
                continue
            func = node.func
            name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
            if name != "translate" or len(node.args) < 2:
                continue
            context, text = node.args[0], node.args[1]
            if not (isinstance(context, ast.Constant) and isinstance(text, ast.Constant)):
                continue
            counted = any(isinstance(a, ast.Name) and a.id == "PLURAL" for a in node.args[2:])
            where = f"{path.relative_to(ROOT)}:{node.lineno}"
            found.append((str(context.value), str(text.value), counted, where))
    return found


def extracted() -> dict[tuple[str, str], bool]:
    """(context, source) → counted, for every message in the extracted file."""
    messages = {}
    for context in ET.parse(TS).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            messages[(name, message.findtext("source") or "")] = message.get("numerus") == "yes"
    return messages


def test_every_translated_text_in_the_code_is_in_the_translators_file():
    """No call to ``translate`` with a literal context and text is missing from the .ts,
    and every counted one (``PLURAL``) is there with its plural forms."""
    messages = extracted()
    found = calls()
    assert len(found) > 500, "the calls were not found (has the hook been renamed?)"
    missing = [where for context, text, _, where in found if (context, text) not in messages]
    assert not missing, f"lupdate did not extract: {missing}"
    singular = [
        where
        for context, text, counted, where in found
        if counted and not messages[(context, text)]
    ]
    assert not singular, f"extracted without plural forms: {singular}"
