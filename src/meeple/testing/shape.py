"""The shape of a game package (ARCHITECTURE.md, "Layers"): its modules import one another one
way only, the rules never import its presentation, and the presentation never reaches the state.

Every import statement counts, at module level or inside a function; only imports under
``if TYPE_CHECKING:`` are left out, as they never run.
"""

from __future__ import annotations

import ast
import importlib
from collections.abc import Iterator
from pathlib import Path


def check_package_shape(package: str) -> list[str]:
    """The ways ``package`` (a game's package, e.g. ``meeple.builtin.cosmoclasm``) breaks its shape."""
    root = Path(importlib.import_module(package).__file__ or "").parent
    modules = {_module_name(package, root, path): path for path in sorted(root.rglob("*.py"))}
    graph = {name: _package_imports(name, path, modules) for name, path in modules.items()}
    fails = [f"import circle: {' -> '.join(cycle)}" for cycle in import_cycles(graph)]
    stateful = {name for name, path in modules.items() if _defines_a_state(path)}
    for name, targets in graph.items():
        in_present = ".present" in name
        for target in sorted(targets):
            if not in_present and ".present" in target:
                fails.append(f"{name} (rules) imports the presentation {target}")
            if in_present and ".present" not in target and _reaches(graph, target) & stateful:
                fails.append(f"{name} (presentation) imports {target}, which reaches the state")
    return fails


def import_cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Every circle found by a depth-first walk of ``graph`` (module -> the modules it imports)."""
    found: list[list[str]] = []
    status: dict[str, int] = {}  # 1: on the walk's path, 2: done

    def visit(module: str, path: list[str]) -> None:
        status[module] = 1
        for target in sorted(graph[module]):
            if status.get(target) == 1:
                found.append(path[path.index(target):] + [target])
            elif target not in status:
                visit(target, path + [target])
        status[module] = 2

    for module in sorted(graph):
        if module not in status:
            visit(module, [module])
    return found


def _reaches(graph: dict[str, set[str]], start: str) -> set[str]:
    seen, todo = {start}, [start]
    while todo:
        for target in graph[todo.pop()]:
            if target not in seen:
                seen.add(target)
                todo.append(target)
    return seen


def _defines_a_state(path: Path) -> bool:
    """Whether the module defines a game state (a class deriving from a ``...State`` class)."""
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.ClassDef):
            for base in node.bases:
                name = base.id if isinstance(base, ast.Name) else base.attr if isinstance(base, ast.Attribute) else ""
                if name.endswith("State"):
                    return True
    return False


def _module_name(package: str, root: Path, path: Path) -> str:
    parts = list(path.relative_to(root).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join([package, *parts])


def _package_imports(name: str, path: Path, modules: dict[str, Path]) -> set[str]:
    """The modules of the package that module ``name`` imports (a package counts as its ``__init__``)."""
    here = name if path.name == "__init__.py" else name.rpartition(".")[0]
    targets: set[str] = set()
    for node in _imports(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            targets.update(alias.name for alias in node.names)
            continue
        base = node.module or ""
        if node.level:
            anchor = here.rsplit(".", node.level - 1)[0] if node.level > 1 else here
            base = f"{anchor}.{base}" if base else anchor
        for alias in node.names:  # ``from . import cards`` imports the module cards
            sub = f"{base}.{alias.name}"
            targets.add(sub if sub in modules else base)
    return {target for target in targets if target in modules and target != name}


def _imports(tree: ast.AST) -> Iterator[ast.Import | ast.ImportFrom]:
    for node in ast.iter_child_nodes(tree):
        if isinstance(node, ast.If) and isinstance(node.test, ast.Name) and node.test.id == "TYPE_CHECKING":
            for child in node.orelse:
                yield from _imports_in(child)
        else:
            yield from _imports_in(node)


def _imports_in(node: ast.AST) -> Iterator[ast.Import | ast.ImportFrom]:
    if isinstance(node, ast.Import | ast.ImportFrom):
        yield node
    else:
        yield from _imports(node)
