"""Prefect global concurrency limits that throttle twokey across every run on one Prefect server.

`twokey-calls-<provider>` bounds the calls made at once to one provider (each raise, refute, write
and review), and `twokey-backlog-<repo-key>` lets one run at a time write a repository's backlog.
Slots are always taken with `strict=True`: a limit that is missing is created (setting
`missing_limits = "create"`, with `provider_slots` slots) or the run is refused before it
starts, and an inactive one is refused too. A run never proceeds unthrottled.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import ExitStack, contextmanager
from dataclasses import dataclass, field
from typing import Any

from agent_providers.registry import parse_spec
from flows.prefect_glue.labels import slug
from twokey.kernel.errors import TwokeyError, UsageError

PROVIDER_PREFIX = "twokey-calls-"
BACKLOG_PREFIX = "twokey-backlog-"
BACKLOG_SLOTS = 1  # one writer per backlog: the kernel lock serialises one machine, this serialises them all


class LimitMissing(UsageError):
    """A concurrency limit twokey needs does not exist (or is inactive) and may not be created; nothing ran."""


class SlotTimeout(TwokeyError):
    """No slot came free within `slot_timeout`: other runs hold the limit; a person decides when to run again."""


StepRunner = Callable[..., Any]


@dataclass(frozen=True)
class Throttle:
    """Which limits each step of a run holds: step-name prefix -> limit names, and how to get the limits."""

    by_step: dict[str, list[str]]
    slots: dict[str, int] = field(default_factory=dict)  # every limit the run needs -> slots if twokey creates it
    policy: str = "create"
    timeout: float | None = None

    def limits_for(self, step_name: str) -> list[str]:
        return sorted({name for prefix, names in self.by_step.items() if step_name.startswith(prefix)
                       for name in names})

    def runner(self, inner: StepRunner, on_timeout: Callable[[str], Exception]) -> StepRunner:
        """INNER, holding the step's slots around each call (outside the task, so a wait is no task failure)."""
        def run(name: str, step: Callable[..., Any], *args: Any) -> Any:
            with slot(self.limits_for(name), self.timeout, on_timeout):
                return inner(name, step, *args)

        return run


def provider_limit(spec: str) -> str:
    return PROVIDER_PREFIX + slug(parse_spec(spec)[0])


def backlog_limit(key: str) -> str:
    return BACKLOG_PREFIX + key


def ensure(wanted: dict[str, int], policy: str) -> list[str]:
    """Check each limit in WANTED (name -> slots) exists and is active; create the missing ones if POLICY says so.

    Returns the names it created, for the run's log.
    """
    from prefect.client.orchestration import get_client
    from prefect.exceptions import ObjectNotFound

    created = []
    with get_client(sync_client=True) as client:
        for name, slots in wanted.items():
            try:
                limit = client.read_global_concurrency_limit_by_name(name)
            except ObjectNotFound:
                _create(client, name, slots, policy)
                created.append(name)
                continue
            if not limit.active:
                raise LimitMissing(f"Prefect concurrency limit {name!r} is inactive, so it would not throttle; "
                                   f"enable it with `prefect gcl enable {name}`; nothing was run")
    return created


def _create(client, name: str, slots: int, policy: str) -> None:
    from prefect.client.schemas.actions import GlobalConcurrencyLimitCreate
    from prefect.exceptions import ObjectAlreadyExists

    if policy != "create":
        raise LimitMissing(f"Prefect concurrency limit {name!r} does not exist and missing_limits is {policy!r}; "
                           f"create it with `prefect gcl create {name} --limit {slots}`, or set "
                           "missing_limits = \"create\"; nothing was run")
    try:
        client.create_global_concurrency_limit(GlobalConcurrencyLimitCreate(name=name, limit=slots))
    except ObjectAlreadyExists:
        pass  # another run created it a moment ago: the same limit, so nothing to do


@contextmanager
def slot(names: list[str], timeout: float | None, on_timeout: Callable[[str], Exception] = SlotTimeout
         ) -> Iterator[None]:
    """Hold one slot of each limit in NAMES for the block; waiting longer than TIMEOUT raises ON_TIMEOUT(reason)."""
    if not names:
        yield
        return
    from prefect.concurrency.asyncio import ConcurrencySlotAcquisitionError
    from prefect.concurrency.sync import concurrency

    stack = ExitStack()
    try:
        stack.enter_context(concurrency(names, occupy=1, timeout_seconds=timeout, strict=True))
    except TimeoutError:
        raise on_timeout(f"no free slot of {', '.join(names)} within {timeout:g} s (slot_timeout); the limits "
                         "are busy with other runs: run again later, or raise them with `prefect gcl update`") from None
    except ConcurrencySlotAcquisitionError as error:  # deleted after `ensure`: never run unthrottled
        raise LimitMissing(f"Prefect concurrency limit(s) {', '.join(names)}: {error}; nothing more was run") from None
    with stack:
        yield
