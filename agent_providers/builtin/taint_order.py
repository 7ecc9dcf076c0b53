"""In which order the taint slot analyses modules, so a module's analysis never depends on which other
module was asked for first, nor on how many processes share the work.

Owns two things:
- which repository modules a module's import statements name (read from its text, anywhere in
  the file: an import inside a function counts, as Django's cycle-breaking imports do);
- the import graph's strongly connected components, dependencies first.

A module's analysis reads the summaries of modules it imports. Where imports form a cycle, the
module entered first sees the others only partly, so the result depends on the order of entry.
The taint project therefore analyses one component at a time, after every component it imports,
entering a component's modules in path order. A module's analysis is then a function of its
component and what that component imports, whoever asks first, and independent components can be
analysed in separate processes with the same results.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable

# One import statement, anywhere: `import a.b as c, d` or `from ..pkg import (x, y as z)`.
_IMPORT = re.compile(r"^[ \t]*import[ \t]+(?P<names>[^#\n;]+)", re.M)
_FROM = re.compile(r"^[ \t]*from[ \t]+(?P<dots>\.*)[ \t]*(?P<module>[\w.]*)[ \t]+import[ \t]*"
                   r"(?P<names>\([^)]*\)|[^#\n;]+(?:\\\n[^#\n;]*)*)", re.M)
_NAME = re.compile(r"[A-Za-z_][\w.]*")


def absolute_module(package: str, level: int, module: str) -> str:
    """The dotted name a relative import of MODULE with LEVEL dots names, from PACKAGE (`from ..base import *` in
    `a.b`: `a.base`)."""
    parts = package.split(".") if package else []
    parts = parts[: len(parts) - (level - 1)] if level > 1 else parts
    return ".".join([*parts, module] if module else parts)


def imported_names(text: str, package: str) -> list[str]:
    """The dotted names TEXT's import statements bring in, as a reader of the code would look them up: a
    module (`import a.b`), or a name in a module (`from a import b` gives `a.b`, which is the module `a.b`
    if there is one, else a name in `a`). Relative imports are made absolute from PACKAGE. Over-reading
    (an import written in a docstring) costs only an edge more in the graph."""
    names: list[str] = []
    for match in _IMPORT.finditer(text):
        for item in match["names"].replace("\\\n", " ").split(","):
            found = _NAME.match(item.strip())
            if found:
                names.append(found.group())
    for match in _FROM.finditer(text):
        base = match["module"]
        if match["dots"]:
            base = absolute_module(package, len(match["dots"]), base)
        if not base:
            continue
        names.append(base)
        listed = match["names"].strip("()").replace("\\\n", " ")
        for item in listed.split(","):
            found = _NAME.match(item.strip())
            if found and found.group() != "import":
                names.append(f"{base}.{found.group()}")
    return names


def components(roots: Iterable[str], imports: Callable[[str], Iterable[str]],
               done: Callable[[str], bool]) -> list[list[str]]:
    """The strongly connected components of the import graph reachable from ROOTS, each sorted by path,
    every component after all the components it imports. Modules DONE are not entered (their own
    imports were handled when they were analysed). Iterative Tarjan: deep chains need no recursion."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    for root in sorted(set(roots)):
        if root in index or done(root):
            continue
        work: list[tuple[str, list[str]]] = [(root, _edges(root, imports, done))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        while work:
            node, edges = work[-1]
            if edges:
                nxt = edges.pop()
                if nxt not in index:
                    index[nxt] = low[nxt] = len(index)
                    stack.append(nxt)
                    on_stack.add(nxt)
                    work.append((nxt, _edges(nxt, imports, done)))
                elif nxt in on_stack:
                    low[node] = min(low[node], index[nxt])
                continue
            work.pop()
            if work:
                parent = work[-1][0]
                low[parent] = min(low[parent], low[node])
            if low[node] == index[node]:
                component = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.append(member)
                    if member == node:
                        break
                found.append(sorted(component))
    return found


def reach(starts: Iterable[str], imports: Callable[[str], Iterable[str]]) -> set[str]:
    """STARTS and every module they import, directly or not."""
    found = set(starts)
    todo = list(found)
    while todo:
        for other in imports(todo.pop()):
            if other not in found:
                found.add(other)
                todo.append(other)
    return found


def _edges(node: str, imports: Callable[[str], Iterable[str]], done: Callable[[str], bool]) -> list[str]:
    # Reversed, so popping from the end visits them in path order: the order changes no component, only
    # the order of independent components in the answer, which is kept the same from run to run.
    return sorted({other for other in imports(node) if other != node and not done(other)}, reverse=True)
