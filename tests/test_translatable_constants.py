"""Every text marked for translation where it is written (``QT_TRANSLATE_NOOP``, a constant
made at import, before the app chose its language) is translated where it is shown: none
reaches a widget, a model or a dialog as the English constant (issue 26: the factor
checker's starting text stayed English in every language).

The check reads the source. It finds every name bound to a marked text outside the engine
(a constant, or a dict, tuple or list holding marked texts; an alias of one counts too),
and every place the code reads it. A read is fine inside the arguments of ``translate(…)``,
``say(…)`` or ``Phrase(…)`` (``translate("Words", MODE_NAMES[mode])``), and where the value is only
counted or compared (``len(HEADERS)``, ``x == TITLE``, ``HEADERS.index(…)``); anything else
(passed to a widget, returned, stored, looped over) must be one of :data:`REVIEWED`, each
with the reason, read in the code, that it is translated further on; a test fails on an
entry that no longer needs review.
The engine's marked sentences are :class:`~wildwest.engine.Phrase` values, said in the
game's language by ``words.say`` (``tests/engine/test_language_neutral.py``).
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "wildwest"
MARKERS = ("QT_TRANSLATE_NOOP", "QT_TR_NOOP", "QT_TRANSLATE_NOOP3")
TRANSLATING = ("translate", "say", "Phrase")
"""Calls whose arguments are translated: ``translate``, ``say``, and a ``Phrase`` made of a
marked template (said in the game's language by ``words.say`` where it is shown)."""

REVIEWED: dict[str, str] = {
    "LEVEL_NAMES": "commands.py reads the engine's LEVEL_NAMES (a level's word on the English "
    "command line), not the words module's constant of that name",
    "CSV_COLUMNS": "records.csv_header passes each column through the words function it is given",
    "LOCAL_WORDS": "prime_list translates each search word it loops over (_words)",
    "LEARN_TO_PLAY": "bound to tutorial.TITLE, an alias whose reads are checked",
    "STEPS": "the tutorial translates a step's text where it makes the callout (and counts them)",
    "_STEP_TIP": "read only in the _NEXT_WORDS table",
    "_NEXT_WORDS": "TurnControls.next_label and next_tip translate the words they pick",
    "BASE_HEADERS": "the records model translates each heading it loops over",
    "TURN_LOG_HEADERS": "bound to models.HEADERS, an alias whose reads are checked",
    "TURN_HEADERS": "printing._table translates each heading it is given",
    "MODE_NAMES": "the new-game screen loops over its keys (the modes), not its words",
    "FACE_CARD_CHOICES": "the new-game screen translates each choice it loops over",
    "TOGGLES": "the View menu translates each toggle's words it loops over",
    "DISK_FULL": "records._disk_trouble returns it; the store makes it a Phrase, said by say",
    "DISK_NOT_WRITABLE": "records._disk_trouble returns it; the store makes it a Phrase",
    "PUPIL_HEADERS": "the class view translates each heading it loops over",
    "STANDING_HEADERS": "the class game translates each heading it loops over",
    "KEY_HEADERS": "the class game's answer key translates each heading it loops over",
}
"""Constants read in a way the check cannot follow, with why each is translated anyway."""


@dataclass(frozen=True, slots=True)
class Read:
    """One place the code reads a marked constant."""

    name: str
    path: Path
    line: int
    fine: bool


def _marked(node: ast.AST | None) -> bool:
    return node is not None and any(
        isinstance(n, ast.Call)
        and (getattr(n.func, "id", None) or getattr(n.func, "attr", None)) in MARKERS
        for n in ast.walk(node)
    )


def _sources() -> Iterator[tuple[Path, ast.Module]]:
    for path in sorted(PACKAGE.rglob("*.py")):
        if "engine" not in path.relative_to(PACKAGE).parts:
            yield path, ast.parse(path.read_text(encoding="utf-8"))


def marked_constants() -> set[str]:
    """Names bound (at module or class level) to a marked text or a collection of them,
    and names bound to one of those (an alias)."""
    names: set[str] = set()
    bindings: list[tuple[str, ast.expr]] = []
    for _path, tree in _sources():
        bodies = [tree.body, *(n.body for n in tree.body if isinstance(n, ast.ClassDef))]
        for body in bodies:
            for statement in body:
                if isinstance(statement, ast.Assign):
                    targets, value = statement.targets, statement.value
                elif isinstance(statement, ast.AnnAssign) and statement.value is not None:
                    targets, value = [statement.target], statement.value
                else:
                    continue
                for target in targets:
                    if isinstance(target, ast.Name):
                        bindings.append((target.id, value))
    names = {name for name, value in bindings if _marked(value)}
    # a setting's description is marked too, but is a Setting, never a widget's text
    names -= {name for name, value in bindings if isinstance(value, ast.Call) and
              getattr(value.func, "id", "") == "Setting"}  # fmt: skip
    aliases = {
        name for name, value in bindings if isinstance(value, ast.Name) and value.id in names
    }
    return names | aliases


def _fine(node: ast.AST, parents: dict[ast.AST, ast.AST]) -> bool:
    """Whether this read of a constant is translated, counted or compared where it is."""
    child, parent = node, parents.get(node)
    while parent is not None and not isinstance(parent, ast.stmt):
        if isinstance(parent, ast.Call):
            called = getattr(parent.func, "id", None) or getattr(parent.func, "attr", None)
            if called in TRANSLATING and child is not parent.func:
                return True
            if called == "len" or (called == "index" and child is parent.func):
                return True
        if isinstance(parent, ast.Compare):
            return True
        child, parent = parent, parents.get(parent)
    return False


def reads() -> list[Read]:
    """Every read of a marked constant in the package (the engine aside)."""
    constants = marked_constants()
    found = []
    for path, tree in _sources():
        parents = {child: node for node in ast.walk(tree) for child in ast.iter_child_nodes(node)}
        for node in ast.walk(tree):
            name = node.id if isinstance(node, ast.Name) else None
            if isinstance(node, ast.Attribute):
                name = node.attr
            if name in constants and isinstance(getattr(node, "ctx", None), ast.Load):
                found.append(Read(name, path, node.lineno, _fine(node, parents)))
    return found


def test_the_check_finds_the_constants():
    """It knows the app's marked constants, the checker's starting text among them."""
    constants = marked_constants()
    assert {"EMPTY_PROMPT", "MODE_NAMES", "TURN_LOG_HEADERS", "SEARCH_HELP"} <= constants
    assert len(constants) > 40


def test_no_marked_constant_reaches_the_screen_untranslated():
    """Each read of a marked constant is translated where it is read, only counted or
    compared, or one of the reviewed ones (each with its reason)."""
    loose = sorted(
        f"{read.path.relative_to(ROOT)}:{read.line} {read.name}"
        for read in reads()
        if not read.fine and read.name not in REVIEWED
    )
    assert not loose, "marked text used untranslated (translate it where shown):\n  " + (
        "\n  ".join(loose)
    )


def test_each_reviewed_constant_still_needs_its_review():
    """The reviewed list names only constants read in a way the check cannot follow (a
    renamed or changed one must be reviewed again)."""
    assert set(REVIEWED) <= marked_constants()
    assert set(REVIEWED) == {read.name for read in reads() if not read.fine}
