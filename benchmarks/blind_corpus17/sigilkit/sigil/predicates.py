"""Row predicates for filtering records (uses Python 3.12 generics)."""
import operator
from collections.abc import Callable, Iterable

type Row = dict[str, object]
type Check[T] = Callable[[T], bool]

_OPS = {"==": operator.eq, "!=": operator.ne, "<": operator.lt, "<=": operator.le,
        ">": operator.gt, ">=": operator.ge}


class Predicate[T]:
    def __init__(self, check: Check[T], source: str) -> None:
        self.check = check
        self.source = source

    def __call__(self, item: T) -> bool:
        return self.check(item)

    def __repr__(self) -> str:
        return f"Predicate({self.source!r})"


def compile_expr(expr: str) -> Predicate[Row]:
    """compile_expr("row['age'] > 30") -> Predicate"""
    fn = eval("lambda row: (%s)" % expr)
    return Predicate(fn, expr)


def compile_simple(field: str, op: str, value: object) -> Predicate[Row]:
    cmp = _OPS[op]
    return Predicate(lambda row: cmp(row.get(field), value), f"{field} {op} {value!r}")


def apply[T](pred: Predicate[T], items: Iterable[T]) -> list[T]:
    return [i for i in items if pred(i)]
