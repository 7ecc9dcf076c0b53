"""Type aliases used across datalens (PEP 695, Python 3.12+)."""
from collections.abc import Callable, Mapping, Sequence

type Row = Mapping[str, object]
type Rows = Sequence[Row]
type Predicate[R] = Callable[[R], bool]
type Reducer[T, A] = Callable[[A, T], A]


def keep[R](rows: Sequence[R], pred: Predicate[R]) -> list[R]:
    return [r for r in rows if pred(r)]


class Column[T]:
    def __init__(self, name: str, values: list[T]) -> None:
        self.name = name
        self.values = values

    def map[U](self, fn: Callable[[T], U]) -> "Column[U]":
        return Column(self.name, [fn(v) for v in self.values])
