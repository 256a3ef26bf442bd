"""The package's modules import one another one way only (no circle), and its presentation reads
only the static data (``data.py``, which imports nothing of the package), never the state or the rules.

Every import statement counts, at module level or inside a function; only the annotations'
imports under ``if TYPE_CHECKING:`` are left out, as they never run.
"""

from __future__ import annotations

import ast
from pathlib import Path

import meeple.builtin.cosmoclasm as game

PACKAGE = game.__name__
ROOT = Path(game.__file__).parent


def _type_only(node: ast.AST) -> bool:
    return isinstance(node, ast.If) and isinstance(node.test, ast.Name) and node.test.id == "TYPE_CHECKING"


def _imports(tree: ast.AST):
    """Every import node of ``tree`` but those under ``if TYPE_CHECKING:``."""
    for node in ast.iter_child_nodes(tree):
        if _type_only(node):
            yield from (n for child in node.orelse for n in _imports_of(child))
            continue
        yield from _imports_of(node)


def _imports_of(node: ast.AST):
    if isinstance(node, ast.Import | ast.ImportFrom):
        yield node
    else:
        yield from _imports(node)


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join([PACKAGE, *parts])


def _graph() -> dict[str, set[str]]:
    """Module -> the modules of this package it imports (a package: its ``__init__``)."""
    modules = {_module_name(p): p for p in ROOT.rglob("*.py")}
    graph: dict[str, set[str]] = {m: set() for m in modules}
    for name, path in modules.items():
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        for node in _imports(ast.parse(path.read_text())):
            targets = []
            if isinstance(node, ast.Import):
                targets = [alias.name for alias in node.names]
            else:
                base = node.module or ""
                if node.level:
                    anchor = package.rsplit(".", node.level - 1)[0] if node.level > 1 else package
                    base = f"{anchor}.{base}" if base else anchor
                for alias in node.names:  # ``from . import cards`` imports the module cards
                    sub = f"{base}.{alias.name}"
                    targets.append(sub if sub in modules else base)
            graph[name].update(t for t in targets if t in modules and t != name)
    return graph


def _cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    out, state = [], {}

    def visit(m: str, path: list[str]) -> None:
        state[m] = 1
        for n in sorted(graph[m]):
            if state.get(n) == 1:
                out.append(path[path.index(n):] + [n])
            elif n not in state:
                visit(n, path + [n])
        state[m] = 2

    for m in sorted(graph):
        if m not in state:
            visit(m, [m])
    return out


def test_the_graph_is_read():
    graph = _graph()
    assert f"{PACKAGE}.phases" in graph[f"{PACKAGE}.state"]
    assert f"{PACKAGE}.view" in graph[f"{PACKAGE}.state"]
    assert _cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == [["a", "b", "c", "a"]]


def test_no_import_circle():
    assert _cycles(_graph()) == []


def test_the_presentation_reads_only_the_view_and_the_data():
    graph = _graph()
    assert graph[f"{PACKAGE}.data"] == set()
    for module, targets in graph.items():
        if ".present" in module:
            assert targets <= {f"{PACKAGE}.present", f"{PACKAGE}.data"}, (module, targets)
        else:
            assert not any(".present" in t for t in targets), (module, targets)
