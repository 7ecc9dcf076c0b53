"""Typed registries for filters and loaders (PEP 695; Python 3.12+)."""
import random
import subprocess
from collections.abc import Callable

type Loader[T] = Callable[[str], T]
type Filter = Callable[[str], str]


class Registry[K, V]:
    def __init__(self) -> None:
        self._items: dict[K, V] = {}

    def register(self, key: K) -> Callable[[V], V]:
        def deco(value: V) -> V:
            self._items[key] = value
            return value
        return deco

    def get(self, key: K) -> V:
        return self._items[key]

    def describe(self) -> str:
        return ", ".join(f"{k}={getattr(v, "__name__", repr(v))}" for k, v in self._items.items())


FILTERS: Registry[str, Filter] = Registry()


@FILTERS.register("upper")
def upper(s: str) -> str:
    return s.upper()


@FILTERS.register("wrap")
def wrap(s: str) -> str:
    result = subprocess.run(["fold", "-s", "-w", "72"], input=s, capture_output=True, text=True, check=True)
    return result.stdout


def sample_preview[T](items: list[T], k: int = 3) -> list[T]:
    return random.sample(items, min(k, len(items)))
