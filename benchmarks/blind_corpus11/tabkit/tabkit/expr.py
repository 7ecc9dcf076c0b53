"""Column expressions (requires Python 3.12)."""
import operator
from collections.abc import Callable, Iterable

type Row = dict[str, object]
type Predicate = Callable[[Row], bool]

_OPS: dict[str, Callable[[object, object], bool]] = {
    "==": operator.eq, "!=": operator.ne, "<": operator.lt,
    "<=": operator.le, ">": operator.gt, ">=": operator.ge,
}


def compile_filter(column: str, op: str, value: object) -> Predicate:
    if op not in _OPS or type(column) is not str or type(value) not in (int, float, str):
        raise ValueError(f"unsupported filter {column!r} {op!r} {value!r}")
    src = f"lambda row: row.get({column!r}) {op} {value!r}"
    return eval(src, {"__builtins__": {}})


def derive[R: Row](rows: Iterable[R], name: str, expression: str) -> list[R]:
    """Add a computed column, e.g. ``derive(rows, "total", "qty * price")``."""
    code = compile(expression, f"<derive {name}>", "eval")
    out = []
    for row in rows:
        new = dict(row)
        new[name] = eval(code, {}, new)
        out.append(new)
    return out


def describe(rows: list[Row]) -> str:
    cols = sorted({k for r in rows for k in r})
    return f"{len(rows)} rows: {", ".join(f"{c!r}" for c in cols)}"
