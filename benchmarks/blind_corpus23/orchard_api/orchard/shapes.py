"""Typed row containers and small HTML renderers (needs Python 3.12)."""
import html
from dataclasses import dataclass
from typing import Iterable

type BlockId = str
type Row = dict[str, str | int]
type Pair[K, V] = tuple[K, V]


@dataclass
class Page[T]:
    items: list[T]
    total: int

    def first(self) -> T | None:
        return self.items[0] if self.items else None


def paginate[T](items: list[T], page: int, size: int = 25) -> Page[T]:
    start = max(page - 1, 0) * size
    return Page(items=items[start:start + size], total=len(items))


def render_table(rows: Iterable[Row], caption: str) -> str:
    body = "".join(
        f"<tr><td>{html.escape(str(r["picker"]))}</td><td>{int(r["bins"])}</td></tr>" for r in rows
    )
    return f"<table><caption>{caption}</caption>{body}</table>"


def pair_up[K, V](keys: list[K], values: list[V]) -> list[Pair[K, V]]:
    return list(zip(keys, values))
