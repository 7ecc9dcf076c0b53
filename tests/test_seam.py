"""The one provider seam and its one registry: plugins through entry points, four roles, failures as statuses."""

from __future__ import annotations

import importlib.metadata
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from agent_providers import registry
from agent_providers.registry import Registration, provider_for, registered, reload_plugins
from agent_providers.seam import (
    InvalidOutput,
    OutcomeUnknown,
    Provider,
    ProviderError,
    ProviderUnavailable,
    QuotaExhausted,
    RaiseTask,
    RefuteTask,
    Reply,
    RoleNotFilled,
    Usage,
)
from flows.audit.core import AuditRequest, run_audit
from flows.fix.core import run_fix
from tests.conftest import make_repo
from tests.fix_support import APP, TESTS, UTIL, audited, request_for, ticket_now
from tests.plugins import four_roles
from tickets.models import Role, Slot, TicketStatus
from twokey.cli import main
from twokey.kernel.events import read_events
from twokey.kernel.settings import Settings
from twokey.kernel.status import RunStatus

PLUGIN_ENTRY_POINTS = "[twokey.providers]\nfourroles = tests.plugins.four_roles:REGISTRATION\n"


@pytest.fixture
def four_roles_installed(tmp_path: Path) -> Iterator[str]:
    """Install the test plugin as a real distribution with an entry point, the way pip would."""
    site = tmp_path / "site"
    dist_info = site / "twokey_fourroles-0.1.dist-info"
    dist_info.mkdir(parents=True)
    (dist_info / "METADATA").write_text("Metadata-Version: 2.1\nName: twokey-fourroles\nVersion: 0.1\n")
    (dist_info / "entry_points.txt").write_text(PLUGIN_ENTRY_POINTS)
    sys.path.insert(0, str(site))
    importlib.invalidate_caches()
    four_roles.CALLS.clear()
    reload_plugins()
    try:
        yield "fourroles"
    finally:
        sys.path.remove(str(site))
        importlib.invalidate_caches()
        registry.unregister_provider("fourroles")
        reload_plugins()


def test_builtin_and_replay_register_through_the_entry_point_group_like_any_plugin() -> None:
    names = {entry.name for entry in importlib.metadata.entry_points(group=registry.ENTRY_POINT_GROUP)}
    assert {"builtin", "replay"} <= names
    assert {"builtin", "replay"} <= {registration.name for registration in registry.available()}


def test_an_installed_plugin_fills_all_four_roles_through_its_entry_point(four_roles_installed: str) -> None:
    for role in Role:
        provider = provider_for(f"{four_roles_installed}:demo", role, Slot.AGENT_A)
        assert role in provider.roles and (provider.name, provider.model) == ("fourroles", "demo")


def test_a_fix_runs_end_to_end_with_a_plugin_as_writer_and_critic(tmp_path: Path, four_roles_installed: str) -> None:
    repo, tickets = audited(tmp_path / "plugin-fix")
    ticket = tickets["unsafe-deserialization"]
    report = run_fix(request_for(repo, ticket, writer=four_roles_installed, critic=four_roles_installed))
    assert report.status is RunStatus.DONE, report.reason
    assert "yaml.safe_load(request.data)" in repo.git.show(f"{report.commit}:app.py")
    assert four_roles.CALLS["write"] == 1 and four_roles.CALLS["review"] == 1
    assert report.critic is not None and report.critic.verdict.value == "approve"
    assert report.usage.calls == 2 and report.usage.usd == pytest.approx(0.02)  # cost travels with each reply
    assert ticket_now(repo, ticket.id).status is TicketStatus.IN_PROGRESS


def test_an_audit_with_a_plugin_in_both_slots_counts_its_cost_on_tickets(tmp_path: Path,
                                                                          four_roles_installed: str) -> None:
    root = tmp_path / "plugin-audit"
    make_repo(root, {"app.py": APP, "util.py": UTIL, "tests/test_util.py": TESTS})
    settings = Settings(agent_a=f"{four_roles_installed}:a", agent_b=f"{four_roles_installed}:b", max_usd=1.0)
    report = run_audit(AuditRequest(path=root, settings=settings))
    assert report.outcome.usage.calls == four_roles.CALLS["raise"] + four_roles.CALLS["refute"] > 0
    assert report.outcome.usage.usd == pytest.approx(0.01 * report.outcome.usage.calls)
    assert report.tickets and all(ticket.cost.usd > 0 and ticket.cost.calls >= 2 for ticket in report.tickets)


def test_a_paid_provider_without_a_spend_ceiling_is_blocked_before_any_call(tmp_path: Path, capsys) -> None:
    root = tmp_path / "paid"
    make_repo(root, {"app.py": APP})

    class Paid(Scripted):
        paid = True

    with registered(Registration("paid", Paid.roles, lambda selection: Paid())):
        code = main(["audit", str(root), "--no-prefect", "--agent-a", "paid", "--agent-b", "paid"])
        assert code == 1
        assert "no spend ceiling is set" in capsys.readouterr().err
        assert Paid.calls == 0
        assert main(["audit", str(root), "--no-prefect", "--agent-a", "paid", "--agent-b", "paid",
                     "--allow-model-calls"]) == 0


def test_asking_a_provider_for_a_role_it_lacks_is_a_one_line_usage_error(tmp_path: Path, capsys) -> None:
    repo, tickets = audited(tmp_path / "lacks")
    with registered(Registration("raiseonly", frozenset({Role.RAISER, Role.REFUTER}),
                                 lambda selection: Scripted())):
        with pytest.raises(RoleNotFilled):
            provider_for("raiseonly", Role.WRITER, Slot.AGENT_A)
        code = main(["fix", tickets["weak-hash"].id, "--repo", repo.working_tree_dir, "--no-prefect",
                     "--writer", "raiseonly"])
    err = capsys.readouterr().err.strip().splitlines()
    assert code == 2 and len(err) == 1 and "cannot be a writer" in err[0], err
    assert [head.name for head in repo.heads] == ["main"]  # nothing was created


def test_an_unknown_provider_names_the_ones_available(tmp_path: Path, capsys) -> None:
    root = tmp_path / "unknown"
    make_repo(root, {"app.py": APP})
    assert main(["audit", str(root), "--no-prefect", "--agent-b", "nosuch:model"]) == 2
    err = capsys.readouterr().err
    assert "no provider is named 'nosuch'" in err and "builtin" in err and "replay" in err


# --- provider failures become SPEC's statuses -----------------------------------------------------

class Scripted(Provider):
    """Raises one outcome per call from a queue; an exception in the queue is raised."""

    name = "scripted-failure"
    roles = frozenset({Role.RAISER, Role.REFUTER})
    calls = 0

    def __init__(self, outcomes: list | None = None) -> None:
        self.model, self.outcomes, self.repairs = "m", list(outcomes or []), []

    def raise_findings(self, task: RaiseTask) -> Reply:
        type(self).calls += 1
        self.repairs.append(task.repair)
        outcome = self.outcomes.pop(0) if self.outcomes else {"kind": "raise", "findings": []}
        if isinstance(outcome, Exception):
            raise outcome
        return Reply(outcome, Usage(calls=1, input_tokens=10, output_tokens=5, usd=0.001))

    def refute(self, task: RefuteTask) -> Reply:
        return Reply({"kind": "refute", "verdicts": []})


def _audit_with(tmp_path: Path, provider: Scripted):
    root = tmp_path / "failing"
    make_repo(root, {"app.py": APP})
    with registered(Registration("failing", Scripted.roles, lambda selection: provider)):
        return run_audit(AuditRequest(path=root, settings=Settings(agent_a="failing", agent_b="builtin")))


@pytest.mark.parametrize(("error", "status"), [
    (QuotaExhausted("429 rate limited", Usage(calls=1, usd=0.002)), RunStatus.WAITING_QUOTA),
    (OutcomeUnknown("timed out after the request was sent"), RunStatus.AMBIGUOUS),
    (ProviderUnavailable("the API key was refused"), RunStatus.BLOCKED),
])
def test_a_provider_failure_ends_the_run_with_its_status_and_is_never_retried(
    tmp_path: Path, error: ProviderError, status: RunStatus
) -> None:
    provider = Scripted([error])
    report = _audit_with(tmp_path, provider)
    assert report.status is status and report.exit_code == 1 and str(error) in report.reason
    assert len(provider.repairs) == 1  # not retried
    assert report.outcome.spent_on_failures == error.usage  # charged even though it failed
    failed = [e for e in read_events(report.event_log) if e["event"] == "provider_failed"]
    assert [e["status"] for e in failed] == [status.value]


def test_invalid_output_gets_one_repair_request_carrying_the_reason(tmp_path: Path) -> None:
    provider = Scripted([InvalidOutput("the answer was HTML, not JSON"), {"kind": "raise", "findings": []}])
    report = _audit_with(tmp_path, provider)
    assert report.status is RunStatus.DONE
    assert provider.repairs[0] == "" and "the answer was HTML" in provider.repairs[1]


def test_invalid_output_twice_is_given_up_and_the_run_needs_a_person(tmp_path: Path) -> None:
    provider = Scripted([InvalidOutput("not JSON"), "{also not a turn"])
    report = _audit_with(tmp_path, provider)
    assert len(provider.repairs) == 2
    assert report.status is RunStatus.BLOCKED and "turn rejected twice" in report.reason


def test_every_call_is_claimed_in_the_event_log_with_a_request_id_before_it_is_made(tmp_path: Path) -> None:
    report = _audit_with(tmp_path, Scripted())
    submitted = [e for e in read_events(report.event_log) if e["event"] == "submitted"]
    assert submitted and all(e["request_id"].startswith(report.run_id) for e in submitted)
    assert len({e["request_id"] for e in submitted}) == len(submitted)


def test_a_model_raised_ticket_is_rechecked_by_asking_a_refuter_not_by_raising_again(
        tmp_path: Path, four_roles_installed: str) -> None:
    root = tmp_path / "model-raised"
    repo = make_repo(root, {"app.py": APP, "util.py": UTIL, "tests/test_util.py": TESTS})
    settings = Settings(agent_a=f"{four_roles_installed}:demo", agent_b="builtin", max_usd=1.0)
    audit = run_audit(AuditRequest(path=root, settings=settings))
    ticket = next(t for t in audit.tickets if t.raised_by.provider == "fourroles")
    assert ticket.confirmed_by.provider == "builtin"
    report = run_fix(request_for(repo, ticket, max_usd=1.0))
    events = read_events(report.event_log)
    reverified = next(e for e in events if e["event"] == "finding_reverified")
    # The other slot judged the stored finding at the new code, with its own verified evidence.
    assert reverified["outcome"] == "present" and "builtin:taint-flow confirms" in reverified["reason"]
