import random

from .core import Table


def sample(table: Table, n: int, seed: int | None = None) -> Table:
    """Return *n* random rows; pass *seed* for a reproducible sample."""
    rng = random.Random(seed)
    rows = rng.sample(table.rows, min(n, len(table.rows)))
    return Table(list(table.columns), rows, table.name)
