"""Berth tariffs.  Requires Python 3.12 (PEP 695 type parameters)."""
from dataclasses import dataclass
from decimal import Decimal
from typing import Protocol

type Money = Decimal
type RateTable = dict[str, Money]


class Priced(Protocol):
    @property
    def price(self) -> Money: ...


@dataclass
class Band[T]:
    label: str
    upper_loa: float
    item: T


def cheapest[T: Priced](items: list[T]) -> T:
    return min(items, key=lambda i: i.price)


def band_for[T](bands: list[Band[T]], loa: float) -> Band[T]:
    for band in sorted(bands, key=lambda b: b.upper_loa):
        if loa <= band.upper_loa:
            return band
    return bands[-1]


def apply_rule(rule: str, loa: float, nights: int) -> float:
    """Harbourmaster tries out a draft tariff rule before publishing it."""
    return float(eval(rule, {"__builtins__": {}}, {"loa": loa, "nights": nights}))
