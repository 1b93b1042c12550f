"""The architecture checks itself: imports point one way, views never read the game back,
and every pure module's docstring examples run."""

from __future__ import annotations

import ast
import doctest
import importlib
import sys
from collections.abc import Mapping
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "wildwest"

# Which of our own packages each layer may import (besides the standard library), and
# which PySide6 modules. A layer always may import itself.
LAYERS: dict[str, tuple[set[str], set[str] | None]] = {
    "wildwest.engine": (set(), set()),
    "wildwest.present": ({"wildwest.engine"}, set()),
    "wildwest.persistence": ({"wildwest.engine", "wildwest"}, {"PySide6.QtCore"}),
    "wildwest.controller": (
        {"wildwest", "wildwest.engine", "wildwest.present", "wildwest.persistence"},
        {"PySide6.QtCore"},
    ),
    "wildwest.services": (
        {
            "wildwest",
            "wildwest.engine",
            "wildwest.present",
            "wildwest.persistence",
            "wildwest.controller",
        },
        {"PySide6.QtCore"},
    ),
    "wildwest.ui": (
        {
            "wildwest",
            "wildwest.present",
            "wildwest.controller",
            "wildwest.services",
            "wildwest.persistence",
            "wildwest.resources",
        },
        None,  # any PySide6 module
    ),
    "wildwest.commands": ({"wildwest", "wildwest.engine", "wildwest.present"}, set()),
}
UI_ROOMS = (
    "look",
    "accessibility",
    "game",
    "table",
    "prime_panel",
    "screens",
    "dialogs",
    "tutorial",
    "classroom",
    "files",
    "window",
)
"""The rooms of ``wildwest/ui``; nothing lies loose beside them (``__init__`` aside)."""
UI_LEAVES = {"wildwest.ui.look", "wildwest.ui.accessibility"}
"""Rooms every other room builds on, which import no other room of the interface."""
UI_ONLY_FOR_THE_WINDOW = {"wildwest.ui.window", "wildwest.ui.files"}
"""Rooms only the window (and the composition root) may import: the window assembles the
others, and the File menu is one of its parts."""
INTENTS = {
    "draw",
    "submit",
    "give_up",
    "take_hint",
    "start",
    "check_setup",
    "play_again",
    "set_lock_in_challenge",
    "skip_ahead",
    "set_pace",
    "hold_computers",
    "set_answer_method",
    "ladder_try",
    "ladder_quotient",
    "ladder_is_prime",
    "set_entry",
    "pick_card",
    "remove_last_card",
    "clear_entry",
    "confirm_entry",
    "enter_cards",
    "enter_cards_text",
    "undo_last_turn",
    "out_of_cards",
}
"""What a view may ask the controller to do."""
SIGNALS = {"view_changed", "happened", "setup_checked"}
"""What a view may listen to."""


def module_name(path: Path) -> str:
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def all_modules() -> list[Path]:
    return sorted(PACKAGE.rglob("*.py"))


def imports_of(path: Path, name: str | None = None) -> list[tuple[int, str]]:
    """Every module ``path`` (module ``name``) imports, relative imports resolved, with its line."""
    name = name or module_name(path)
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found: list[tuple[int, str]] = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.extend((node.lineno, alias.name) for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[: len(base) - node.level + 1]
                target = ".".join([*base, node.module] if node.module else base)
            else:
                target = node.module or ""
            for alias in node.names:
                # ``from wildwest import engine`` imports the engine package.
                sub = f"{target}.{alias.name}"
                found.append((node.lineno, sub if is_module(sub) else target))
    return found


def is_module(name: str) -> bool:
    """Is ``name`` one of our modules or packages (not a name inside one)?"""
    if not is_ours(name):
        return False
    path = PACKAGE.parent.joinpath(*name.split("."))
    return path.with_suffix(".py").is_file() or (path / "__init__.py").is_file()


def layer_of(name: str) -> str | None:
    for layer in sorted(LAYERS, key=len, reverse=True):
        if name == layer or name.startswith(layer + "."):
            return layer
    return None


def is_ours(name: str) -> bool:
    return name == "wildwest" or name.startswith("wildwest.")


def import_problems(path: Path, name: str) -> list[str]:
    """The imports of module ``name`` (in ``path``) that go against the arrows."""
    layer = layer_of(name)
    if layer is None:
        return []  # the composition root (app, __main__, selftest…) may use everything
    ours, qt = LAYERS[layer]
    problems = []
    for line, target in imports_of(path, name):
        top = target.split(".")[0]
        if is_ours(target):
            # A layer, or a top-level module (wildwest, wildwest.resources, wildwest.app…).
            target_layer = layer_of(target) or ".".join(target.split(".")[:2])
            if target_layer != layer and target_layer not in ours:
                problems.append(f"{name}:{line} imports {target}")
        elif top in ("PySide6", "shiboken6"):
            if qt is not None and ".".join(target.split(".")[:2]) not in qt:
                problems.append(f"{name}:{line} imports {target}")
        elif top not in sys.stdlib_module_names and top != "__future__":
            problems.append(f"{name}:{line} imports {target}")
    return problems


def test_every_layer_imports_only_what_it_may():
    """engine ← present/persistence ← controller ← ui: no module imports against the arrow."""
    problems = [p for path in all_modules() for p in import_problems(path, module_name(path))]
    assert problems == []


def ui_room(name: str) -> str | None:
    """The room of ``wildwest/ui`` module ``name`` is in (``wildwest.ui.look``), else None."""
    parts = name.split(".")
    if parts[:2] != ["wildwest", "ui"] or len(parts) < 3:
        return None
    return ".".join(parts[:3])


def room_problems(path: Path, name: str) -> list[str]:
    """The imports of interface module ``name`` (in ``path``) that go against the rooms'
    arrows: a leaf room importing another room, or a room importing the window's."""
    room = ui_room(name)
    if room is None:
        return []
    problems = []
    for line, target in imports_of(path, name):
        other = ui_room(target)
        if other is None or other == room:
            continue
        if room in UI_LEAVES or (other in UI_ONLY_FOR_THE_WINDOW and room != "wildwest.ui.window"):
            problems.append(f"{name}:{line} imports {target}")
    return problems


def test_the_interface_rooms_import_downwards():
    """Inside wildwest/ui: the look and accessibility rooms import no other room, and only
    the window imports the window's rooms (its parts, the File menu)."""
    problems = [p for path in all_modules() for p in room_problems(path, module_name(path))]
    assert problems == []


def test_the_interface_keeps_nothing_loose():
    """Every module of wildwest/ui lives in a room that says what it holds."""
    ui = PACKAGE / "ui"
    loose = sorted(p.name for p in ui.glob("*.py") if p.name != "__init__.py")
    assert loose == []
    assert sorted(p.name for p in ui.iterdir() if (p / "__init__.py").is_file()) == sorted(UI_ROOMS)


MAIN_WINDOW_LINES = 400
"""The main window assembles its parts (wildwest/ui/window/); it does not grow them."""


def test_the_main_window_only_assembles():
    """MainWindow's module stays at most MAIN_WINDOW_LINES lines: a new part of the window
    goes in a module of its own beside it."""
    lines = (PACKAGE / "ui" / "window" / "main_window.py").read_text(encoding="utf-8")
    assert len(lines.splitlines()) <= MAIN_WINDOW_LINES


def test_the_room_check_catches_arrows_the_wrong_way(tmp_path):
    """The room check is not vacuous: the look importing the table, and a screen importing
    the window, are each reported; the window importing a screen is not."""
    cases = {
        "wildwest.ui.look.fake": (
            "from wildwest.ui.table import layout\nfrom . import reflow",
            [1],
        ),
        "wildwest.ui.screens.fake": (
            "from wildwest.ui.window import main_window\nfrom wildwest.ui.look import theme",
            [1],
        ),
        "wildwest.ui.window.fake": ("from wildwest.ui.screens import new_game", []),
    }
    for name, (source, bad) in cases.items():
        path = tmp_path / "fake.py"
        path.write_text(source + "\n", encoding="utf-8")
        found = room_problems(path, name)
        assert [int(problem.split(":")[1].split()[0]) for problem in found] == bad, found


def test_the_import_check_catches_arrows_the_wrong_way(tmp_path):
    """The layer check is not vacuous: a view importing the engine, the presentation layer
    importing Qt and the engine importing a third-party package are each reported."""
    cases = {  # module: (its source, the lines that break the rules)
        "wildwest.ui.fake": (
            "from wildwest.engine import Card\nfrom wildwest.present import words",
            [1],
        ),
        "wildwest.present.fake": ("from PySide6.QtCore import QObject\nfrom . import words", [1]),
        "wildwest.engine.fake": ("import numpy\nfrom .cards import Card", [1]),
        "wildwest.controller.fake": (
            "from PySide6.QtWidgets import QLabel\nimport wildwest.ui",
            [1, 2],
        ),
    }
    for name, (source, bad) in cases.items():
        path = tmp_path / "fake.py"
        path.write_text(source + "\n", encoding="utf-8")
        found = import_problems(path, name)
        assert [int(problem.split(":")[1].split()[0]) for problem in found] == bad, found


def import_graph(modules: Mapping[str, Path]) -> dict[str, set[str]]:
    """Each module of ``modules`` (name → file) and those of them it imports, anywhere in
    it: at the top, under ``TYPE_CHECKING`` and inside functions alike (a cycle hidden in
    type hints is still a cycle to a reader)."""
    return {
        name: {target for _, target in imports_of(path, name) if target in modules} - {name}
        for name, path in modules.items()
    }


def import_cycles(graph: Mapping[str, set[str]]) -> list[list[str]]:
    """Every group of modules that import one another round a circle (the strongly connected
    components of more than one module, by Tarjan's algorithm), each sorted, sorted."""
    order: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    cycles: list[list[str]] = []

    def visit(name: str) -> None:
        order[name] = low[name] = len(order)
        stack.append(name)
        for target in sorted(graph[name]):
            if target not in order:
                visit(target)
                low[name] = min(low[name], low[target])
            elif target in stack:
                low[name] = min(low[name], order[target])
        if low[name] == order[name]:
            group = []
            while True:
                member = stack.pop()
                group.append(member)
                if member == name:
                    break
            if len(group) > 1:
                cycles.append(sorted(group))

    for name in sorted(graph):
        if name not in order:
            visit(name)
    return sorted(cycles)


def test_no_import_cycle_anywhere_in_the_package():
    """No module of wildwest/ imports itself round a circle, not even for type hints or
    inside a function: value types several modules share live in one module the others
    import downwards (engine/state.py, present/view_state.py)."""
    modules = {module_name(path): path for path in all_modules()}
    assert import_cycles(import_graph(modules)) == []


def test_the_cycle_check_finds_cycles_in_type_hints_and_functions(tmp_path):
    """The cycle check is not vacuous: a cycle closed by an import under ``TYPE_CHECKING``,
    one closed inside a function, and nothing for a module that only imports into one."""
    sources = {
        "wildwest.fake.a": "from wildwest.fake.b import B\n",
        "wildwest.fake.b": (
            "from typing import TYPE_CHECKING\n"
            "if TYPE_CHECKING:\n"
            "    from wildwest.fake.a import A\n"
        ),
        "wildwest.fake.c": "def later():\n    from .d import D\n",
        "wildwest.fake.d": "import wildwest.fake.c\n",
        "wildwest.fake.e": "from wildwest.fake.a import A\nfrom wildwest.fake import d\n",
    }
    modules = {}
    for name, source in sources.items():
        path = tmp_path / f"{name.rpartition('.')[2]}.py"
        path.write_text(source, encoding="utf-8")
        modules[name] = path
    assert import_cycles(import_graph(modules)) == [
        ["wildwest.fake.a", "wildwest.fake.b"],
        ["wildwest.fake.c", "wildwest.fake.d"],
    ]
    modules.pop("wildwest.fake.b")
    assert import_cycles(import_graph(modules)) == [["wildwest.fake.c", "wildwest.fake.d"]]


CONTRACT = "wildwest.present.view_state"
"""The contract between the presentation layer and the views."""
CONTRACT_MAY_IMPORT = {"wildwest.present.translate"}
"""All the contract imports of ours: the translation hook, a leaf itself."""


def ours_imported(path: Path) -> set[str]:
    """Our modules that ``path`` imports anywhere in it (under ``TYPE_CHECKING`` and inside
    functions too)."""
    return {target for _, target in imports_of(path) if is_ours(target)}


def module_path(name: str) -> Path:
    path = PACKAGE.parent.joinpath(*name.split("."))
    return path / "__init__.py" if path.is_dir() else path.with_suffix(".py")


def test_the_view_state_imports_no_feature_module():
    """present/view_state.py is a leaf: every value a view is handed is defined there (the
    callout, the ladder's rows), so it imports no feature module, not even for type hints,
    and what it does import imports none of ours."""
    assert ours_imported(module_path(CONTRACT)) <= CONTRACT_MAY_IMPORT
    for name in CONTRACT_MAY_IMPORT:
        assert ours_imported(module_path(name)) == set(), name


def _attribute_chain(node: ast.Attribute) -> list[str]:
    chain = [node.attr]
    value = node.value
    while isinstance(value, ast.Attribute):
        chain.append(value.attr)
        value = value.value
    if isinstance(value, ast.Name):
        chain.append(value.id)
    return list(reversed(chain))


def test_views_never_read_the_game_back_from_the_controller():
    """A grep of wildwest/ui: the controller is only sent intents and listened to; nothing
    reads its state, its view or the session's controller."""
    problems = []
    for path in all_modules():
        if not module_name(path).startswith("wildwest.ui"):
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if not isinstance(node, ast.Attribute):
                continue
            chain = _attribute_chain(node)
            for i, part in enumerate(chain[:-1]):
                if part in ("controller", "_controller"):
                    used = chain[i + 1]
                    if used not in INTENTS | SIGNALS:
                        problems.append(f"{path.name}:{node.lineno} {'.'.join(chain)}")
                elif part == "files_and_records" and chain[i + 1] == "controller":
                    problems.append(f"{path.name}:{node.lineno} {'.'.join(chain)}")
    assert sorted(set(problems)) == []


def service_reads(source: str) -> list[str]:
    """Where ``source`` (a view's module) uses the files-and-records service for anything
    but its intents and signals (``files_and_records.X``, any depth)."""
    from wildwest.services.files_and_records import INTENTS as FILE_INTENTS
    from wildwest.services.files_and_records import SIGNALS as FILE_SIGNALS

    problems = []
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, ast.Attribute):
            continue
        chain = _attribute_chain(node)
        for i, part in enumerate(chain[:-1]):
            if part == "files_and_records" and chain[i + 1] not in FILE_INTENTS | FILE_SIGNALS:
                problems.append(f"{node.lineno} {'.'.join(chain)}")
    return problems


def test_views_never_read_the_files_back():
    """A grep of wildwest/ui: the files-and-records service is sent intents (save, open,
    check_recent…) and listened to (menu_changed, records_shown…); what the File menu
    shows is pushed, never asked for (its current file, Open Recent, records, sheets)."""
    problems = []
    for path in all_modules():
        if module_name(path).startswith("wildwest.ui"):
            found = service_reads(path.read_text(encoding="utf-8"))
            problems.extend(f"{path.name}:{problem}" for problem in found)
    assert sorted(set(problems)) == []


def test_the_files_check_catches_a_question():
    """The check above is not vacuous: asking the service for its current file or its
    records is reported; an intent and a signal are not."""
    source = (
        "self.files_and_records.save(path)\n"
        "x = self.files_and_records.current_file\n"
        "self.files_and_records.menu_changed.connect(f)\n"
        "rows = window.files_and_records.record_rows()\n"
    )
    assert [problem.split()[0] for problem in service_reads(source)] == ["2", "4"]


WRAPPER_TYING = {"focusProxy", "nextInFocusChain", "previousInFocusChain"}
"""Qt getters that hand back a widget near the one asked, often its own parent: PySide makes
the returned widget's wrapper a child of the asking one's, so walking the focus chain or a
viewport's proxy from Python ties wrappers into cycles. The garbage collector, breaking
one, deleted the tables' headers while Qt still used them (a crash on a later turn).
``parentWidget()`` and ``parent()`` tie nothing (a header's viewport asked for its parent,
then collected, leaves the header alive), so walking up to a window is safe."""


def wrapper_tying_calls(source: str) -> list[str]:
    """Each call of a :data:`WRAPPER_TYING` getter in ``source``, as "line getter()"."""
    found = []
    for node in ast.walk(ast.parse(source)):
        func = node.func if isinstance(node, ast.Call) else None
        if isinstance(func, ast.Attribute) and func.attr in WRAPPER_TYING:
            found.append(f"{func.lineno} {func.attr}()")
    return found


def test_the_app_never_walks_the_focus_chain_from_python():
    """A grep of wildwest/: no call of a :data:`WRAPPER_TYING` getter (Qt's own Tab walk
    and findChildren do the work; see MainWindow.focusNextPrevChild)."""
    problems = [
        f"{path.name}:{call}"
        for path in all_modules()
        for call in wrapper_tying_calls(path.read_text(encoding="utf-8"))
    ]
    assert problems == []


def test_the_focus_chain_check_finds_a_walk():
    walk = "w = start\nwhile w.focusProxy() is None:\n    w = w.nextInFocusChain()\n"
    assert wrapper_tying_calls(walk) == ["2 focusProxy()", "3 nextInFocusChain()"]
    assert wrapper_tying_calls("w.setFocusProxy(v)\nnextInFocusChain = 1\n") == []


PURE_MODULES = sorted(
    module_name(path)
    for path in all_modules()
    if layer_of(module_name(path)) in ("wildwest.engine", "wildwest.present")
    and path.name != "__init__.py"
)
DOCTESTED = [
    *PURE_MODULES,
    "wildwest.controller.setup",
    "wildwest.controller.real_cards",
    "wildwest.controller.ladder_answer",
]


@pytest.mark.parametrize("name", DOCTESTED)
def test_docstring_examples_are_true(name):
    """Every pure module has worked examples in its docstrings, and they run as written."""
    result = doctest.testmod(importlib.import_module(name), optionflags=doctest.ELLIPSIS)
    assert result.attempted > 0, f"{name} has no examples"
    assert result.failed == 0
