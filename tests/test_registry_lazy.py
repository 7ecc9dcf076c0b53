"""A provider is loaded by its name: an audit with the builtin pair imports no CLI or API provider."""

from __future__ import annotations

import subprocess
import sys

import pytest

from agent_providers.registry import provider_for
from tickets.models import Role, Slot
from twokey.cli import build_parser
from twokey.kernel.errors import UsageError

PROBE = """
import sys
from agent_providers.registry import provider_for
from tickets.models import Role, Slot
from twokey.cli import build_parser
build_parser(list_providers=False).parse_args(["audit", "."])
provider_for("builtin", Role.RAISER, Slot.AGENT_A)
print(sorted(m for m in sys.modules if m.startswith(("agent_providers.cli", "agent_providers.api"))))
"""


def test_the_builtin_pair_loads_without_importing_other_providers():
    done = subprocess.run([sys.executable, "-c", PROBE], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "[]", done.stdout


def test_an_unknown_provider_still_names_every_installed_one():
    with pytest.raises(UsageError, match="available here: .*builtin.*claude"):
        provider_for("nosuch", Role.RAISER, Slot.AGENT_A)


def test_help_lists_the_providers_and_a_run_points_to_where_they_are_listed():
    def audit_help(parser):
        sub = next(a for a in parser._actions if hasattr(a, "choices") and a.choices and "audit" in a.choices)
        return sub.choices["audit"].format_help()

    assert "providers here:" in audit_help(build_parser(list_providers=True))
    assert "twokey doctor" in audit_help(build_parser(list_providers=False))


def test_a_broken_plugin_stops_only_an_audit_that_names_it(monkeypatch):
    from importlib.metadata import EntryPoint

    from agent_providers import registry

    broken = EntryPoint(name="broken", value="no_such_module_here:REGISTRATION", group=registry.ENTRY_POINT_GROUP)
    builtin = EntryPoint(name="builtin", value="agent_providers.builtin.provider:REGISTRATION",
                         group=registry.ENTRY_POINT_GROUP)

    def entry_points(group: str, name: str | None = None) -> list[EntryPoint]:
        return [e for e in (broken, builtin) if name is None or e.name == name]

    monkeypatch.setattr(registry, "entry_points", entry_points)
    monkeypatch.setattr(registry, "_REGISTERED", {})
    monkeypatch.setattr(registry, "_plugins_loaded", False)
    assert provider_for("builtin", Role.RAISER, Slot.AGENT_A).name == "builtin"
    with pytest.raises(UsageError, match="provider plugin 'broken' .* failed to load: ModuleNotFoundError"):
        provider_for("broken", Role.RAISER, Slot.AGENT_A)
