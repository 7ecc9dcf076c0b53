"""Row notation such as ``k2, p2 *rep 4*`` or ``[k1, yo] x (sts // 2)``."""
import ast
import re

from .types import Row

_REPEAT = re.compile(r"^\s*\[(?P<body>[^\]]+)\]\s*x\s*(?P<count>.+)$")


def repeat_count(expr: str, stitches: int) -> int:
    """Evaluate a repeat count such as ``(sts - 2) // 4`` for the given stitch count."""
    return int(eval(expr, {"__builtins__": {}}, {"sts": stitches}))


def expand_row(notation: str, stitches: int) -> Row:
    m = _REPEAT.match(notation)
    if not m:
        return [s.strip() for s in notation.split(",") if s.strip()]
    body = [s.strip() for s in m.group("body").split(",")]
    count = m.group("count").strip()
    n = int(count) if count.isdigit() else repeat_count(count, stitches)
    return body * n


def parse_gauge(text: str):
    """Parse a gauge given as a tuple literal, e.g. ``"(22, 30)"``."""
    value = ast.literal_eval(text)
    return float(value[0]), float(value[1])


def parse_sizes(text: str):
    """Parse a size list literal such as ``["XS", "S", "M"]``."""
    sizes = ast.literal_eval(text)
    return [str(s) for s in sizes]
