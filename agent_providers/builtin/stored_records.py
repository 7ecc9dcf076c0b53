"""Records a module writes to its database as Python literals: `repr()` of its own values, read back with `eval`.

Owns one question: does the module store text it made with `repr()` (`cursor.execute(sql, (key, repr(values)))`,
`s = repr(self.schema); self.sql("insert into schema values (%s)", (s,))`)? Such a module keeps its own records
in Python's literal syntax (roundup's schema and session tables), and the values it reads back from its database
are those records: evaluating them parses what it wrote. The defect, if any, would lie in whoever else can write
the table, which nothing in the module shows. Without such a write, a value read from the database is whatever
users stored (a tenant's formula), and running it stays a finding.
"""

from __future__ import annotations

import ast

# Methods that run SQL with its values passed apart: a DB-API cursor's, and a wrapper's named for it (`self.sql`).
_SQL_RUNNERS = frozenset({"execute", "executemany", "sql"})


def repr_record_line(tree: ast.Module) -> int | None:
    """The line where TREE passes a `repr()` of a value to a database write as one of its parameters, or None."""
    for scope in ast.walk(tree):
        if not isinstance(scope, (ast.FunctionDef, ast.AsyncFunctionDef)):
            continue
        made = _names_bound_to_repr(scope)
        for node in ast.walk(scope):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) \
                    and node.func.attr in _SQL_RUNNERS and len(node.args) >= 2:
                for value in node.args[1:]:
                    if _has_repr(value) or any(isinstance(n, ast.Name) and n.id in made for n in ast.walk(value)):
                        return node.lineno
    return None


def _names_bound_to_repr(scope: ast.AST) -> set[str]:
    """Names SCOPE assigns a value holding a `repr()` call (`args = (key, repr(values))`)."""
    return {target.id for node in ast.walk(scope) if isinstance(node, ast.Assign) and _has_repr(node.value)
            for target in node.targets if isinstance(target, ast.Name)}


def _has_repr(node: ast.AST) -> bool:
    return any(isinstance(n, ast.Call) and isinstance(n.func, ast.Name) and n.func.id == "repr" for n in ast.walk(node))
