"""Table blocks in notes support spreadsheet-like formulas: =SUM(A1:A4)*2"""
import math
import re
from collections.abc import Callable, Sequence

CELL_RE = re.compile(r"\b([A-Z])([0-9]{1,3})\b")
RANGE_RE = re.compile(r"\b([A-Z])([0-9]{1,3}):([A-Z])([0-9]{1,3})\b")

type Grid = list[list[float | str]]


def first[T](xs: Sequence[T], default: T) -> T:
    return xs[0] if xs else default


FUNCS: dict[str, Callable[..., float]] = {
    "SUM": lambda *a: math.fsum(a),
    "AVG": lambda *a: math.fsum(a) / len(a) if a else 0.0,
    "MIN": min,
    "MAX": max,
    "ROUND": round,
}


def _cell(grid: Grid, col: str, row: str) -> str:
    return repr(grid[int(row) - 1][ord(col) - 65])


def _expand(grid: Grid, m: re.Match) -> str:
    c1, r1, c2, r2 = m.groups()
    cells = [_cell(grid, chr(c), str(r))
             for c in range(ord(c1), ord(c2) + 1) for r in range(int(r1), int(r2) + 1)]
    return ", ".join(cells)


def evaluate(grid: Grid, formula: str) -> float | str:
    expr = formula.lstrip("=")
    expr = RANGE_RE.sub(lambda m: _expand(grid, m), expr)
    expr = CELL_RE.sub(lambda m: _cell(grid, *m.groups()), expr)
    try:
        return eval(expr, {"__builtins__": {}}, FUNCS)
    except Exception as exc:
        return f"#ERR {type(exc).__name__}"


def evaluate_all(grid: Grid) -> Grid:
    return [[evaluate(grid, v) if isinstance(v, str) and v.startswith("=") else v for v in row] for row in grid]
