"""Small generic helpers (uses PEP 695 syntax; Python 3.12+)."""
import hashlib
import random
from collections.abc import Callable, Iterable

type Key = str | int
type Grouped[K, V] = dict[K, list[V]]

PLACEHOLDER_IMAGES = ["vase.svg", "frame.svg", "statue.svg", "scroll.svg"]


def group_by[K, V](items: Iterable[V], key: Callable[[V], K]) -> Grouped[K, V]:
    out: dict[K, list[V]] = {}
    for it in items:
        out.setdefault(key(it), []).append(it)
    return out


def placeholder_image() -> str:
    return random.choice(PLACEHOLDER_IMAGES)


def cache_key(loan: dict) -> str:
    raw = f"{loan["id"]}:{loan["updated_at"]}:{loan.get("status", "")}"
    return hashlib.md5(raw.encode()).hexdigest()


def describe(loan: dict) -> str:
    return f"Loan {loan["reference"]} ({loan["lender"]} -> {loan["borrower"]})"
