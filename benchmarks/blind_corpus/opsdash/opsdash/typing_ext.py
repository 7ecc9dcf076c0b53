from collections.abc import Awaitable, Callable
from typing import Any

type JSON = dict[str, JSON] | list[JSON] | str | int | float | bool | None
type Row = dict[str, Any]
type Handler[T] = Callable[..., Awaitable[T]]


def first[T](items: list[T], default: T | None = None) -> T | None:
    return items[0] if items else default


class Page[T]:
    def __init__(self, items: list[T], total: int) -> None:
        self.items = items
        self.total = total

    def as_json(self) -> JSON:
        return {"total": self.total, "count": len(self.items)}
