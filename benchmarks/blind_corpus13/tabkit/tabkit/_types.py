"""Type aliases and record classes (PEP 695 syntax; Python 3.12+)."""
import keyword
from collections.abc import Iterable, Sequence

type Cell = str | int | float | None
type Row = dict[str, Cell]
type Matrix[T] = list[list[T]]


class Column[T]:
    __slots__ = ("name", "values")

    def __init__(self, name: str, values: Sequence[T] = ()) -> None:
        self.name = name
        self.values: list[T] = list(values)

    def __len__(self) -> int:
        return len(self.values)

    def map[U](self, fn) -> "Column[U]":
        return Column(self.name, [fn(v) for v in self.values])


def _check_names(names: Iterable[str]) -> list[str]:
    out = []
    for n in names:
        if not n.isidentifier() or keyword.iskeyword(n) or n.startswith("_"):
            raise ValueError(f"invalid field name: {n!r}")
        out.append(n)
    return out


def record_class(typename: str, names: Iterable[str]) -> type:
    """Build a lightweight record type, similar to collections.namedtuple."""
    (typename,) = _check_names([typename])
    fields = _check_names(names)
    args = ", ".join(fields)
    body = "\n".join(f"        self.{f} = {f}" for f in fields) or "        pass"
    src = (
        f"class {typename}:\n"
        f"    __slots__ = {tuple(fields)!r}\n"
        f"    def __init__(self, {args}):\n{body}\n"
        f"    def __repr__(self):\n"
        f"        return f\"{typename}({", ".join(f"{f}={{self.{f}!r}}" for f in fields)})\"\n"
    )
    ns: dict[str, object] = {}
    exec(src, ns)
    return ns[typename]  # type: ignore[return-value]
