"""Which provider runs a slot, chosen by a short spec string such as `builtin` or `replay:FILE`.

Every provider, the fakes used in tests included, is constructed through `provider_for`, so
tests exercise the same registration path as real runs.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from agent_providers.base import Provider
from tickets.models import Slot
from twokey.errors import UsageError

# The builtin pair: two genuinely different analysers, one per slot.
BUILTIN_MODEL_FOR_SLOT = {Slot.AGENT_A: "bandit-rules", Slot.AGENT_B: "taint-flow"}


def _builtin(model: str) -> Provider:
    if model == "bandit-rules":
        from agent_providers.builtin.pattern import PatternProvider

        return PatternProvider()
    if model == "taint-flow":
        from agent_providers.builtin.taint import TaintFlowProvider

        return TaintFlowProvider()
    raise UsageError(f"builtin model {model!r} is unknown; use builtin:bandit-rules or builtin:taint-flow")


ProviderFactory = Callable[[Slot, str], Provider]
_REGISTERED: dict[str, ProviderFactory] = {}


def register_provider(name: str, factory: ProviderFactory) -> None:
    """Make `name[:argument]` a provider spec, built by FACTORY(slot, argument); plugins and test fakes use this."""
    _REGISTERED[name] = factory


def unregister_provider(name: str) -> None:
    _REGISTERED.pop(name, None)


def provider_for(slot: Slot, spec: str) -> Provider:
    """Build the provider named by SPEC for SLOT. `builtin` picks the slot's own analyser."""
    name, _, argument = spec.partition(":")
    if name in _REGISTERED:
        return _REGISTERED[name](slot, argument)
    if name == "builtin":
        return _builtin(argument or BUILTIN_MODEL_FOR_SLOT[slot])
    if name == "replay":
        if not argument:
            raise UsageError(f"--{slot.value.replace('_', '-')} replay needs a recording: replay:PATH.json")
        from agent_providers.replay import ReplayProvider

        return ReplayProvider(Path(argument))
    known = ", ".join(["builtin", "replay:FILE", *sorted(_REGISTERED)])
    raise UsageError(f"provider {spec!r} for {slot.value} is unknown; available here: {known}")
