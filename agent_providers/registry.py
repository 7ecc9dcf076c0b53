"""The one registry: a spec `name[:model]` names a provider for a role in a slot.

Every provider registers here the same way: `builtin` and `replay` through the
`twokey.providers` entry-point group like any plugin, test fakes through
`register_provider`. There is no special case for any name.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from importlib.metadata import EntryPoint, entry_points

from agent_providers.seam import ROLE_FLAGS, Provider, RoleNotFilled
from tickets.models import Role, Slot
from twokey.kernel.errors import UsageError
from twokey.kernel.settings import Settings

ENTRY_POINT_GROUP = "twokey.providers"


@dataclass(frozen=True)
class Selection:
    """One request for a provider: which spec, for which role, in which slot."""

    spec: str
    name: str
    model: str  # "" when the spec names none: the provider picks its default for the role and slot
    role: Role
    slot: Slot
    settings: Settings = field(default_factory=Settings)  # the run's effective settings (base URLs, timeouts...)


@dataclass(frozen=True)
class Registration:
    """What a plugin registers: its name, the roles it fills, and how to build it."""

    name: str
    roles: frozenset[Role]
    build: Callable[[Selection], Provider]
    summary: str = ""
    models: tuple[str, ...] = ()  # known model names, for help and errors; others may still be accepted


_REGISTERED: dict[str, Registration] = {}
_plugins_loaded = False


def register_provider(registration: Registration) -> None:
    """Make `registration.name[:model]` a provider spec. Plugins and test fakes both come through here."""
    _REGISTERED[registration.name] = registration


def unregister_provider(name: str) -> None:
    _REGISTERED.pop(name, None)


@contextmanager
def registered(registration: Registration) -> Iterator[str]:
    """Register for the length of a `with` block (tests), restoring whatever was there before."""
    _load_plugins()
    previous = _REGISTERED.get(registration.name)
    register_provider(registration)
    try:
        yield registration.name
    finally:
        unregister_provider(registration.name)
        if previous is not None:
            register_provider(previous)


def _load_plugins() -> None:
    global _plugins_loaded
    if _plugins_loaded:
        return
    _plugins_loaded = True
    for entry in entry_points(group=ENTRY_POINT_GROUP):
        if entry.name not in _REGISTERED:  # registered in-process first (a test fake): it wins
            _load_entry(entry)


def _load_plugin(name: str) -> None:
    """Only the plugin NAME: an audit with the builtin pair imports no CLI or API provider (their
    modules cost a tenth of an unchanged re-audit), and a broken plugin it does not use cannot stop it."""
    if name in _REGISTERED or _plugins_loaded:
        return
    for entry in entry_points(group=ENTRY_POINT_GROUP, name=name):
        _load_entry(entry)


def _load_entry(entry: EntryPoint) -> None:
    try:
        registration = entry.load()
    except Exception as error:  # a broken plugin must not take the CLI down with a traceback
        raise UsageError(f"provider plugin {entry.name!r} ({entry.value}) failed to load: "
                         f"{type(error).__name__}: {error}; reinstall or uninstall it") from None
    if not isinstance(registration, Registration):
        raise UsageError(f"provider plugin {entry.name!r} ({entry.value}) is not a twokey Registration")
    register_provider(registration)


def available() -> list[Registration]:
    _load_plugins()
    return [_REGISTERED[name] for name in sorted(_REGISTERED)]


def parse_spec(spec: str) -> tuple[str, str]:
    """`name[:model]` -> (name, model). The model may itself contain colons (a path, `host:port`)."""
    name, _, model = spec.strip().partition(":")
    if not name:
        raise UsageError(f"provider spec {spec!r} is empty; use name[:model], e.g. builtin or claude:sonnet")
    return name, model


def provider_for(spec: str, role: Role, slot: Slot, settings: Settings | None = None) -> Provider:
    """Build the provider SPEC names for ROLE in SLOT; a one-line usage error if it cannot fill it."""
    name, model = parse_spec(spec)
    _load_plugin(name)
    registration = _REGISTERED.get(name)
    if registration is None:
        _load_plugins()  # to name every provider there is
        known = ", ".join(sorted(_REGISTERED)) or "none"
        raise UsageError(f"{ROLE_FLAGS[role]} {spec!r}: no provider is named {name!r}; available here: {known}")
    if role not in registration.roles:
        raise RoleNotFilled(f"{ROLE_FLAGS[role]} {spec!r}: provider {name!r} cannot be a {role.value}; it fills "
                            f"{', '.join(sorted(r.value for r in registration.roles))}")
    selection = Selection(spec=spec, name=name, model=model, role=role, slot=slot, settings=settings or Settings())
    provider = registration.build(selection)
    if not isinstance(provider, Provider):
        raise UsageError(f"{ROLE_FLAGS[role]} {spec!r}: plugin {name!r} built {type(provider).__name__}, not a "
                         "twokey Provider; fix or uninstall the plugin")
    if role not in provider.roles:
        raise RoleNotFilled(f"{ROLE_FLAGS[role]} {spec!r}: {name}:{provider.model} cannot be a {role.value}")
    return provider


def describe_specs() -> str:
    """One line per provider for help texts: `name[:model]` and what it does."""
    lines = []
    for registration in available():
        models = f" (models: {', '.join(registration.models)})" if registration.models else ""
        lines.append(f"{registration.name}{models}: {registration.summary}")
    return "; ".join(lines)


def audit_slots(agent_a: str, agent_b: str, settings: Settings | None = None) -> dict[Slot, Provider]:
    """The two audit slots: each provider raises in its round and refutes in the other's.

    Each is preflighted here, so a missing CLI or credential blocks the run before any claim.
    """
    slots = {}
    for slot, spec in ((Slot.AGENT_A, agent_a), (Slot.AGENT_B, agent_b)):
        provider = provider_for(spec, Role.RAISER, slot, settings)
        if Role.REFUTER not in provider.roles:
            raise RoleNotFilled(f"{ROLE_FLAGS[Role.REFUTER]} {spec!r}: an audit slot raises and refutes, and "
                                f"{provider.name}:{provider.model} cannot refute")
        slots[slot] = provider
    for provider in slots.values():
        provider.preflight()
    return slots


def fix_roles(writer: str, critic: str, settings: Settings | None = None) -> tuple[Provider, Provider]:
    """The writer (slot agent_a) and the read-only critic (slot agent_b), each preflighted."""
    providers = (provider_for(writer, Role.WRITER, Slot.AGENT_A, settings),
                 provider_for(critic, Role.CRITIC, Slot.AGENT_B, settings))
    for provider in providers:
        provider.preflight()
    return providers


def reload_plugins() -> None:
    """Read the entry-point group again (a plugin installed while this process runs, and tests)."""
    global _plugins_loaded
    _plugins_loaded = False
    _load_plugins()
