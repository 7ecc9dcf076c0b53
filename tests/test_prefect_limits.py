"""Prefect global concurrency limits on the shared loopback server: strict, created or refused, never skipped;
and a run that needs a person never ends in a green state.

Each test uses its own provider name, so its `twokey-calls-<provider>` limit is its own on the shared server.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from agent_providers.registry import Registration, provider_for, registered
from agent_providers.seam import Provider, ProviderUnavailable, RaiseTask, RefuteTask, Reply
from tests.conftest import _drain_prefect_workers, make_repo
from tests.test_cli_audit import VULNERABLE_APP
from tickets.models import Role, Slot
from twokey.cli import main

pytestmark = pytest.mark.usefixtures("prefect_settings")


def _limit(name: str):
    from prefect.client.orchestration import get_client

    with get_client(sync_client=True) as client:
        return client.read_global_concurrency_limit_by_name(name)


class _Builtin(Provider):
    """The builtin slot's own analysis under another provider name, so the test owns that name's limit."""

    roles = frozenset({Role.RAISER, Role.REFUTER})

    def __init__(self, name: str, slot: Slot) -> None:
        self.name = name
        self._inner = provider_for("builtin", Role.RAISER, slot)
        self.model = self._inner.model
        self.slots_seen: list[int] = []

    def _seen(self) -> None:
        self.slots_seen.append(_limit(f"twokey-calls-{self.name}").active_slots)

    def raise_findings(self, task: RaiseTask) -> Reply:
        self._seen()
        return self._inner.raise_findings(task)

    def refute(self, task: RefuteTask) -> Reply:
        self._seen()
        return self._inner.refute(task)


class _Unavailable(_Builtin):
    def raise_findings(self, task: RaiseTask) -> Reply:
        raise ProviderUnavailable(f"{self.name}: its CLI is not installed")


@pytest.fixture
def provider_named() -> Iterator:
    built: list[_Builtin] = []

    def register(name: str, kind: type[_Builtin] = _Builtin):
        def build(selection) -> Provider:
            built.append(kind(name, selection.slot))
            return built[-1]

        return registered(Registration(name=name, roles=_Builtin.roles, build=build))

    register.built = built
    yield register


def _run_named(name: str):
    from prefect.client.orchestration import get_client
    from prefect.client.schemas.filters import FlowRunFilter, FlowRunFilterName

    _drain_prefect_workers()
    with get_client(sync_client=True) as client:
        runs = client.read_flow_runs(flow_run_filter=FlowRunFilter(name=FlowRunFilterName(any_=[name])))
    assert len(runs) == 1, [run.name for run in runs]
    return runs[0]


def test_each_provider_call_holds_a_slot_of_its_providers_limit_which_twokey_creates(
        tmp_path: Path, provider_named, capsys) -> None:
    repo = make_repo(tmp_path / "metered", {"app.py": VULNERABLE_APP})
    with provider_named("metered"):
        code = main(["audit", repo.working_tree_dir, "--agent-a", "metered", "--agent-b", "metered",
                     "--provider-slots", "3"])
    assert code == 0, capsys.readouterr().err
    calls = [seen for provider in provider_named.built for seen in provider.slots_seen]
    assert len(calls) >= 3 and all(seen == 1 for seen in calls), calls  # raises and refutes, each holding one slot
    limit = _limit("twokey-calls-metered")
    assert limit.limit == 3 and limit.active and limit.active_slots == 0


def test_a_missing_limit_is_refused_in_one_line_when_config_says_refuse(tmp_path: Path, provider_named,
                                                                        capsys) -> None:
    repo = make_repo(tmp_path / "unlimited", {"app.py": VULNERABLE_APP})
    with provider_named("refused"):
        code = main(["audit", repo.working_tree_dir, "--agent-a", "refused", "--missing-limits", "refuse"])
    assert code == 2
    line = capsys.readouterr().err.strip().splitlines()[-1]
    assert line.startswith("twokey: error: Prefect concurrency limit 'twokey-") and "does not exist" in line
    assert "`prefect gcl create twokey-" in line
    assert provider_named.built and not any(p.slots_seen for p in provider_named.built)  # no call was made
    assert not list(Path(repo.working_tree_dir).glob("docs/backlog/TK-*.md"))


def test_an_inactive_limit_is_refused_rather_than_run_unthrottled(tmp_path: Path, provider_named, capsys) -> None:
    from prefect.client.orchestration import get_client
    from prefect.client.schemas.actions import GlobalConcurrencyLimitCreate

    with get_client(sync_client=True) as client:
        client.create_global_concurrency_limit(GlobalConcurrencyLimitCreate(name="twokey-calls-disabled", limit=1,
                                                                            active=False))
    repo = make_repo(tmp_path / "disabled", {"app.py": VULNERABLE_APP})
    with provider_named("disabled"):
        assert main(["audit", repo.working_tree_dir, "--agent-a", "disabled"]) == 2
    assert "is inactive, so it would not throttle; enable it with `prefect gcl enable twokey-calls-disabled`" in \
        capsys.readouterr().err


def test_a_run_that_gets_no_slot_in_time_ends_waiting_quota_in_a_red_state(tmp_path: Path, provider_named,
                                                                           capsys) -> None:
    from prefect.concurrency.sync import concurrency

    from flows.prefect_glue.limits import ensure

    ensure({"twokey-calls-starved": 1}, "create")
    repo = make_repo(tmp_path / "starved", {"app.py": VULNERABLE_APP})
    # 5 s: long enough for a busy server to grant the run's free backlog slot, so only the held one times out
    with provider_named("starved"), concurrency("twokey-calls-starved", strict=True):  # another run holds the slot
        code = main(["audit", repo.working_tree_dir, "--agent-a", "starved", "--slot-timeout", "5"])
    assert code == 1, capsys.readouterr().err
    assert not any(p.slots_seen for p in provider_named.built)
    run = _run_named(f"audit-starved-{repo.head.commit.hexsha[:8]}")
    assert run.state.is_failed() and run.state.name == "Waiting Quota"
    assert "no free slot of twokey-calls-starved within 5 s" in run.state.message


def test_a_blocked_audit_is_a_failed_state_named_blocked_and_still_exits_1(tmp_path: Path, provider_named,
                                                                           capsys) -> None:
    repo = make_repo(tmp_path / "blocked", {"app.py": VULNERABLE_APP})
    with provider_named("absent", _Unavailable):
        assert main(["audit", repo.working_tree_dir, "--agent-a", "absent"]) == 1
    assert "blocked" in capsys.readouterr().err
    run = _run_named(f"audit-blocked-{repo.head.commit.hexsha[:8]}")
    assert run.state.is_failed() and run.state.name == "Blocked" and "not installed" in run.state.message
