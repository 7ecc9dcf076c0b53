"""Request/response models.  Requires Python 3.12 (PEP 695 / PEP 701)."""
from datetime import datetime

from pydantic import BaseModel

type KilnId = int
type Segment = tuple[float, float, int]
type Pair[K, V] = tuple[K, V]


class FiringIn(BaseModel):
    kiln: str
    title: str
    cone: str
    segments: list[Segment] = []


class FiringOut(BaseModel):
    id: int
    kiln: str
    title: str
    cone: str
    starts_at: datetime | None = None


class RecipeScript(BaseModel):
    name: str
    script: str


class Webhook(BaseModel):
    url: str
    event: str = "firing.finished"


def first_or_none[T](items: list[T]) -> T | None:
    return items[0] if items else None


def pairs[K, V](mapping: dict[K, V]) -> list[Pair[K, V]]:
    return sorted(mapping.items(), key=lambda kv: str(kv[0]))


def summary_line(row: dict) -> str:
    return f"{row["title"]} (kiln {row["kiln"]}, cone {row["cone"]})"
