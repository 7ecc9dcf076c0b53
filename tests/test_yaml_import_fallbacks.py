"""A YAML loader imported under one name in a try and again in its handler (`CSafeLoader as Loader`, else
`SafeLoader as Loader`) is safe only when every import is of a safe loader: each slot reads all of them, not the
first or the last one alone, and a function that binds the name itself (an import, a parameter) is not given the
module's."""

from __future__ import annotations

import pytest

from tests.builtin_support import MemoryView, judge_at
from tickets.models import VerdictKind


def _module(first: str, fallback: str) -> str:
    """A module that imports its loader in a try (FIRST) and again in the handler (FALLBACK), then loads a file."""
    return f"""
        import yaml

        try:
            {first}
        except ImportError:
            {fallback}


        def load(path):
            with open(path) as handle:
                return yaml.load(handle, Loader=Loader)  # load
        """


FILES = {
    "store/both_safe.py": _module("from yaml import CSafeDumper as Dumper, CSafeLoader as Loader",
                                  "from yaml import (  # type: ignore[assignment]\n"
                                  "                SafeDumper as Dumper,\n"
                                  "                SafeLoader as Loader,\n"
                                  "            )"),
    "store/unsafe_fallback.py": _module("from yaml import CSafeLoader as Loader", "from yaml import Loader"),
    "store/unsafe_first.py": _module("from yaml import Loader", "from yaml import SafeLoader as Loader"),
    "store/shadowed.py": """
        import yaml

        try:
            from yaml import CSafeLoader as Loader
        except ImportError:
            from yaml import SafeLoader as Loader


        def load_local(text):
            from yaml import Loader
            return yaml.load(text, Loader=Loader)  # imported again in the function


        def load_default(text, Loader=yaml.Loader):
            return yaml.load(text, Loader=Loader)  # a parameter of the same name
        """,
}


@pytest.mark.parametrize("needle", ["# imported again in the function", "# a parameter of the same name"])
def test_a_function_that_binds_the_name_itself_is_not_given_the_modules_safe_loader(needle: str) -> None:
    verdict = judge_at(MemoryView(FILES), "taint", "store/shadowed.py", needle, "unsafe-deserialization")
    assert verdict.verdict is VerdictKind.CONFIRMED, verdict.reason


@pytest.mark.parametrize("slot", ["pattern", "taint"])
@pytest.mark.parametrize(("path", "expected"), [
    ("store/both_safe.py", VerdictKind.REFUTED),
    ("store/unsafe_fallback.py", VerdictKind.CONFIRMED),
    ("store/unsafe_first.py", VerdictKind.CONFIRMED),
])
def test_a_loader_imported_twice_is_safe_only_when_every_import_is(slot: str, path: str,
                                                                   expected: VerdictKind) -> None:
    verdict = judge_at(MemoryView(FILES), slot, path, "# load", "unsafe-deserialization")
    assert verdict.verdict is expected, verdict.reason
