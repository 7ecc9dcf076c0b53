"""Pydantic schemas and small presentation helpers (requires Python 3.12)."""
from collections.abc import Sequence

from pydantic import BaseModel

type PlotCode = str
type Row = dict[str, object]


class Plot(BaseModel):
    id: int
    code: PlotCode
    site: str
    size_m2: float
    holder: str | None = None
    status: str = "vacant"


class WaitingEntry(BaseModel):
    email: str
    site: str


class Page[T](BaseModel):
    items: list[T]
    total: int


def first_or_none[T](items: Sequence[T]) -> T | None:
    return items[0] if items else None


def plot_card(row: Row) -> str:
    return f"<div class=\"plot\"><h3>{row["code"]}</h3><p>{row["site"]} &middot; {row["size_m2"]} m&sup2;</p><p>Holder: {row["holder"] or "vacant"}</p></div>"


def plot_label(row: Row) -> str:
    return f"{row["site"]}/{row["code"]}"
