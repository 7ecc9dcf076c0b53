"""Opaque cursors for list endpoints (Python 3.12 syntax)."""
import base64
import pickle
from dataclasses import dataclass

type Cursor = str
type Position = dict[str, int]


@dataclass
class Page[T]:
    items: list[T]
    next: Cursor | None = None


def encode_cursor(position: Position) -> Cursor:
    return base64.b64encode(pickle.dumps(position)).decode()


def decode_cursor(cursor: Cursor) -> Position:
    return pickle.loads(base64.b64decode(cursor.encode()))


def first[T](page: Page[T]) -> T | None:
    return page.items[0] if page.items else None
