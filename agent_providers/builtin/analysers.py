"""The builtin pair's analysers by model name: where each lives and its prompt version.

Known without importing the analysers (Bandit alone takes half a second to import), so a
run that reuses every result never loads them.
"""

from __future__ import annotations

from importlib import import_module
from typing import Any, NamedTuple


class Known(NamedTuple):
    module: str
    cls: str
    prompt_version: str
    consults: bool = False  # its per-file raise reads other modules (see Provider.raise_consults)


ANALYSERS = {
    "bandit-rules": Known("agent_providers.builtin.pattern", "PatternAnalyser", ""),
    "taint-flow": Known("agent_providers.builtin.taint", "TaintFlowAnalyser", "taint-flow/1", consults=True),
}


def load(model: str) -> Any:
    known = ANALYSERS[model]
    return getattr(import_module(known.module), known.cls)()
