"""Shared type aliases.  PEP 695 / PEP 701 syntax: Python >= 3.12 only."""
from collections.abc import Callable, Mapping

type FieldMap = Mapping[str, str]
type Renderer[T] = Callable[[T], str]
type PathLike = str


def first_key[K, V](mapping: Mapping[K, V], default: K) -> K:
    return next(iter(mapping), default)


def describe(fields: FieldMap) -> str:
    return f"{len(fields)} fields: {", ".join(f"{k}={fields[k]!r}" for k in sorted(fields))}"
