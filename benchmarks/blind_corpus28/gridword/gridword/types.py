"""Typed grid helpers (PEP 695 / PEP 701; requires Python 3.12)."""
import importlib
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field

type Cell = str | None
type Grid = list[list[Cell]]
type Loader[T] = Callable[[bytes], T]

FORMATS = {"jpz", "xpf"}
_AREA = compile("width * height", "<grid-area>", "eval")


@dataclass
class Slot[T]:
    number: int
    direction: str
    cells: list[tuple[int, int]] = field(default_factory=list)
    payload: T | None = None

    def label(self) -> str:
        return f"{self.number}{"A" if self.direction == "across" else "D"} ({len(self.cells)})"


def loader_for[T](fmt: str) -> Loader[T]:
    if fmt not in FORMATS:
        raise ValueError(f"unknown format {fmt!r}; expected one of {", ".join(sorted(FORMATS))}")
    module = importlib.import_module(f"gridword.formats.{fmt}")
    return getattr(module, f"load_{fmt}")


def area(width: int, height: int) -> int:
    return eval(_AREA, {"__builtins__": {}}, {"width": int(width), "height": int(height)})


def iter_cells[T](grid: list[list[T]]) -> Iterator[tuple[int, int, T]]:
    for r, row in enumerate(grid):
        for c, cell in enumerate(row):
            yield r, c, cell


def render_row(row: list[Cell]) -> str:
    return f"{"".join(c if c is not None else "#" for c in row)}"
