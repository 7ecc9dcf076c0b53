"""Unit cells and coordinate transforms (uses Python 3.12 type parameter syntax)."""
import ast
import math
import random
from dataclasses import dataclass

type Vector = tuple[float, float, float]
type Frac = tuple[float, float, float]


@dataclass(frozen=True)
class Cell[T: (float, int)]:
    a: T
    b: T
    c: T
    alpha: T = 90
    beta: T = 90
    gamma: T = 90

    def volume(self) -> float:
        ca, cb, cg = (math.cos(math.radians(v)) for v in (self.alpha, self.beta, self.gamma))
        return self.a * self.b * self.c * math.sqrt(1 - ca**2 - cb**2 - cg**2 + 2 * ca * cb * cg)

    def describe(self) -> str:
        return f"{self.a:.3f} {self.b:.3f} {self.c:.3f} / {self.alpha:.1f} {self.beta:.1f} {self.gamma:.1f} ({f"{self.volume():.1f}"} A^3)"


def parse_cell(text: str) -> Cell[float]:
    """Accepts ``"(5.43, 5.43, 5.43, 90, 90, 90)"`` as typed into the portal's cell box."""
    values = ast.literal_eval(text)
    return Cell(*(float(v) for v in values))


def to_cartesian[T: (float, int)](cell: Cell[T], frac: Frac) -> Vector:
    x, y, z = frac
    ca, cb, cg = (math.cos(math.radians(v)) for v in (cell.alpha, cell.beta, cell.gamma))
    sg = math.sin(math.radians(cell.gamma))
    v = cell.volume() / (cell.a * cell.b * cell.c)
    return (
        cell.a * x + cell.b * cg * y + cell.c * cb * z,
        cell.b * sg * y + cell.c * (ca - cb * cg) / sg * z,
        cell.c * v / sg * z,
    )


def jitter_positions(positions: list[Frac], sigma: float = 0.002, seed: int | None = None) -> list[Frac]:
    """Thermal-motion jitter for simulated powder patterns."""
    rng = random.Random(seed)
    return [tuple(p + rng.gauss(0.0, sigma) for p in pos) for pos in positions]
