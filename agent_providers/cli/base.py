"""What the Claude Code and Codex providers share: where each role works, how a call runs, what a hang means.

Read-only roles (raiser, refuter, critic) work in a read-only export of the pinned commit made
for the call; the writer works in the fix worktree and nowhere else. The prompt goes in on
stdin, the child gets `child_environment(family)`, and a call that outlives `cli_timeout` has
its process group killed. A subclass says only how to spell the command and how to read its
answer. Nothing here moves run state: the orchestrator validates every turn again.
"""

from __future__ import annotations

import shutil
import subprocess
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any, ClassVar

import prompts
from agent_providers import briefs
from agent_providers.child_env import child_environment, configured
from agent_providers.cli.process import Finished, GaveUp, GiveUp, TimedOut, run_child
from agent_providers.export import read_only_export
from agent_providers.seam import (
    OutcomeUnknown,
    Provider,
    ProviderError,
    ProviderUnavailable,
    RaiseTask,
    RefuteTask,
    Reply,
    ReviewTask,
    WriteTask,
)
from tickets.fix import WriteOutcome, WriteTurn
from tickets.models import Role
from tickets.redact import redact
from twokey.kernel.codeview import CodeView
from twokey.kernel.errors import SnapshotReadError
from twokey.kernel.runs import AGENT_MARKER
from twokey.kernel.settings import Settings

VERSION_TIMEOUT = 10.0  # seconds for `--version`, which runs offline


@dataclass(frozen=True)
class Call:
    """One call of the CLI: for which role, with which prompt, in which folder, with how much money left."""

    role: Role
    prompt: str
    cwd: Path
    budget_usd: float | None = None
    request_id: str = ""
    private: tuple[Path, ...] = ()  # folders the agent must never read: the user's working tree

    @property
    def writes(self) -> bool:
        return self.role is Role.WRITER


class CliProvider(Provider):
    """An agent CLI on PATH, filling all four roles. Subclasses spell the command and read the answer."""

    executable: ClassVar[str]
    package: ClassVar[str]  # the npm package that installs the executable
    family: ClassVar[str]  # whose keys the child keeps (`child_env.PROVIDER_VARIABLES`)
    default_model: ClassVar[str]
    roles = frozenset(Role)
    paid = True

    def __init__(self, model: str, settings: Settings, role: Role = Role.RAISER) -> None:
        self.model = model or self.default_model
        self.settings = settings
        self.prompt_version = _prompt_version(role)

    # -- before anything is claimed or spent -------------------------------------------------------
    def preflight(self) -> None:
        if self.location() is None:
            raise ProviderUnavailable(f"{self.name}:{self.model}: the `{self.executable}` executable is not on PATH; "
                                      f"install it with `npm install -g {self.package}`; nothing was claimed or spent")

    def location(self) -> str | None:
        return shutil.which(self.executable)

    login_hint: ClassVar[str] = ""  # how the CLI can also be signed in, without a key variable

    def doctor_rows(self) -> list[tuple[str, bool, str]]:
        """What `twokey doctor` shows: where the CLI is and its version; which key variables are set, by name only."""
        where = self.location()
        cli = f"{where}, {self.version()}" if where else (f"not installed: npm install -g {self.package} "
                                                          f"(only needed for {self.name}:MODEL)")
        keys = configured(self.family)
        credentials = f"{', '.join(keys)} set" if keys else "no key variable set"
        return [(f"{self.name} cli (optional)", True, cli),
                (f"{self.name} credentials", True, f"{credentials} (names only, never values); {self.login_hint}")]

    def version(self) -> str:
        """What `<executable> --version` prints (offline), or why it could not say."""
        where = self.location()
        if where is None:
            return "not installed"
        try:
            done = subprocess.run([where, "--version"], capture_output=True, text=True, timeout=VERSION_TIMEOUT,
                                  env=child_environment(self.family), stdin=subprocess.DEVNULL)
        except (OSError, subprocess.TimeoutExpired) as error:
            return f"unknown ({type(error).__name__})"
        lines = (done.stdout or done.stderr).strip().splitlines()
        return lines[0] if lines else f"unknown (exit {done.returncode})"

    # -- the four roles ----------------------------------------------------------------------------
    def raise_findings(self, task: RaiseTask) -> Reply:
        prompt = briefs.raise_prompt(task).text
        with read_only_export(task.view) as root:
            return self._run(Call(Role.RAISER, prompt, root, task.budget_usd, task.request_id, _private(task.view)))

    def refute(self, task: RefuteTask) -> Reply:
        prompt = briefs.refute_prompt(task).text
        with read_only_export(task.view) as root:
            return self._run(Call(Role.REFUTER, prompt, root, task.budget_usd, task.request_id, _private(task.view)))

    def write(self, task: WriteTask) -> Reply:
        if task.sealed_patches:
            return Reply(_apply_sealed(task))  # the critic's own diff, digest-checked by the task: no model needed
        prompt = briefs.write_prompt(task).text
        return self._run(Call(Role.WRITER, prompt, Path(task.worktree), task.budget_usd))

    def review(self, task: ReviewTask) -> Reply:
        prompt = briefs.review_prompt(task).text
        with read_only_export(task.base, _changes(task)) as root:
            return self._run(Call(Role.CRITIC, prompt, root, task.budget_usd, private=_private(task.base)))

    # -- one call ------------------------------------------------------------------------------------
    def _run(self, call: Call) -> Reply:
        self.preflight()  # installed when the run began, but it may have gone since
        with _scratch() as scratch:
            argv = self.command(call, scratch)
            try:
                finished = run_child(argv, stdin=call.prompt, cwd=call.cwd, env=self.environment(),
                                     timeout=self.settings.cli_timeout, give_up=self.watcher())
            except TimedOut as timed_out:
                raise self.timed_out(call, timed_out) from None
            except GaveUp as gave_up:
                raise ProviderUnavailable(f"{self._who()} {gave_up.reason}; its process group was killed") from None
            except OSError as error:
                raise ProviderUnavailable(f"{self._who()}: `{self.executable}` could not be started "
                                          f"({error.strerror or error}); nothing was sent") from None
            reply = self.answer(call, finished, scratch)
        return Reply(reply.turn, reply.usage, call.request_id)

    def environment(self) -> dict[str, str]:
        """No other provider's keys, no twokey settings, and the mark that makes `twokey runs` refuse to act."""
        return {**child_environment(self.family), AGENT_MARKER: self.name}

    def command(self, call: Call, scratch: Path) -> list[str]:
        raise NotImplementedError

    def answer(self, call: Call, finished: Finished, scratch: Path) -> Reply:
        raise NotImplementedError

    def watcher(self) -> GiveUp | None:
        """A fresh check of each output line that may end the call early, saying why; None: wait it out."""
        return None

    def timed_out(self, call: Call, timed_out: TimedOut) -> ProviderError:
        """By default a hang is after the prompt was handed over: whether it reached the model is unknown."""
        return OutcomeUnknown(f"{self._who()} {timed_out}; the prompt had been handed to it, so whether the "
                              "request was processed (and charged) is unknown: resolve with `twokey runs resolve`")

    def _who(self) -> str:
        return f"{self.name}:{self.model}"


def _prompt_version(role: Role) -> str:
    """Audit slots raise and refute, so they carry both prompts' versions; fix roles their own."""
    if role in (Role.RAISER, Role.REFUTER):
        return f"{prompts.version('raiser')} {prompts.version('refuter')}"
    return prompts.version(role.value)


@contextmanager
def _scratch() -> Iterator[Path]:
    """A private folder for the call's own files (schema, last message), outside where the agent works."""
    with tempfile.TemporaryDirectory(prefix="twokey-call-") as folder:
        yield Path(folder)


def _private(view: CodeView) -> tuple[Path, ...]:
    """The user's working tree behind a snapshot, which the agent must not read instead of the export."""
    target = getattr(view, "target", None)
    root = getattr(target, "root", None)
    return (Path(root),) if root is not None and not getattr(target, "bare", False) else ()


def _changes(task: ReviewTask) -> dict[str, str | None]:
    """The writer's change as files: new text for each changed path, None where it was deleted."""
    changes: dict[str, str | None] = {}
    for path in task.changed:
        try:
            changes[path] = task.after.read_text(path) if task.after.exists(path) else None
        except SnapshotReadError:
            continue  # withheld (a secret, binary): the critic sees it in the diff only
    return changes


def _apply_sealed(task: WriteTask) -> WriteTurn:
    for patch in task.sealed_patches:
        task.apply_sealed(patch)
    numbers = ", ".join(str(patch.number) for patch in task.sealed_patches)
    return WriteTurn(outcome=WriteOutcome.CHANGED, summary=f"applied the critic's sealed patch {numbers} as sealed")


def one_line(text: Any, limit: int = 300) -> str:
    """A provider's own words for a message: redacted, first line, bounded."""
    lines = redact(str(text)).strip().splitlines()
    first = lines[0] if lines else ""
    return first if len(first) <= limit else first[:limit] + "…"
