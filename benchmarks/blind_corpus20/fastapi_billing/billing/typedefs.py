"""Shared type aliases (requires Python 3.12)."""
import hashlib
import json
from collections.abc import Callable, Mapping
from decimal import Decimal
from typing import Any

type Money = Decimal
type CustomerId = int
type JSONDict = Mapping[str, Any]
type Hook = Callable[[JSONDict], None]
type IdempotencyKey = str


def idempotency_key(payload: JSONDict) -> IdempotencyKey:
    canonical = json.dumps(payload, sort_keys=True, separators=(",", ":")).encode()
    return hashlib.sha1(canonical).hexdigest()


def to_money(raw: str | int | float) -> Money:
    return Decimal(str(raw)).quantize(Decimal("0.01"))
