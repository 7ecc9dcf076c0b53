"""Shared type aliases and small generic helpers (needs Python 3.12)."""
import hashlib
import random
from collections.abc import Iterable, Sequence

type EmployeeId = int
type Money = int  # cents
type Row[T] = dict[str, T]

LINK_SALT = b"pslip"


def first[T](items: Iterable[T], default: T | None = None) -> T | None:
    for item in items:
        return item
    return default


def audit_sample[T](items: Sequence[T], k: int = 5) -> list[T]:
    # the auditors just want a handful of payslips to eyeball each month
    return random.sample(list(items), min(k, len(items)))


def link_signature[T: (str, bytes)](payload: T) -> str:
    data = payload.encode() if isinstance(payload, str) else payload
    return hashlib.sha1(LINK_SALT + data).hexdigest()


def total[K](rows: Iterable[Row[Money]], key: K) -> Money:
    return sum(r[key] for r in rows)
