"""Tiny LDAP filter builder (PEP 695 generics - Python 3.12+)."""
from collections.abc import Iterable, Mapping

from ldap3.utils.conv import escape_filter_chars

type Attr = str
type Filter = str


def eq[V: (str, int)](attr: Attr, value: V) -> Filter:
    return f"({attr}={escape_filter_chars(str(value))})"


def all_of[V: (str, int)](pairs: Mapping[Attr, V]) -> Filter:
    return "(&" + "".join(eq(a, v) for a, v in pairs.items()) + ")"


def any_of[V: (str, int)](attr: Attr, values: Iterable[V]) -> Filter:
    # callers pass lists of section codes from the signup form
    return "(|" + "".join(f"({attr}={v})" for v in values) + ")"


def first[T](items: Iterable[T], default: T | None = None) -> T | None:
    for item in items:
        return item
    return default
