"""Computed display fields (requires Python 3.12 for PEP 695 syntax)."""
import ast
from collections.abc import Callable, Mapping

type Record = Mapping[str, object]
type FieldFn[T] = Callable[[Record], T]

_OK = (ast.Expression, ast.Name, ast.Load, ast.Constant, ast.BinOp, ast.Add, ast.Sub, ast.Compare,
       ast.Gt, ast.Lt, ast.Eq, ast.BoolOp, ast.And, ast.Or, ast.IfExp)


def compile_field[T](source: str) -> FieldFn[T]:
    """Compile a computed field such as ``date_latest - date_earliest``; restricted grammar."""
    tree = ast.parse(source, mode="eval")
    bad = [type(n).__name__ for n in ast.walk(tree) if not isinstance(n, _OK)]
    if bad:
        raise ValueError(f"disallowed syntax: {", ".join(bad)}")
    code = compile(tree, "<field>", "eval")
    return lambda rec: eval(code, {"__builtins__": {}}, dict(rec))


def compile_field_unchecked[T](source: str) -> FieldFn[T]:
    """Old API kept for the kiosk's label templates."""
    return lambda rec: eval(source, {}, {"rec": rec})


def describe(rec: Record) -> str:
    return f"{rec.get("title", "untitled")} ({rec.get("date", "n.d.")})"
