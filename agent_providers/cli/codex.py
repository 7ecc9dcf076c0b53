"""`codex`: `codex exec --json`, one call per turn, its JSONL event stream mapped onto the seam.

Read-only roles run under `--sandbox read-only` in a read-only export; the writer under
`workspace-write` in the fix worktree, with /tmp and $TMPDIR taken out of its writable roots and
no network. The user's config and rules files are not loaded, and `--strict-config` makes codex
refuse a `-c` key it does not know rather than ignore it. Codex reports tokens but no money,
so cost is estimated from a price table (`prices`) and marked estimated. Codex does not retry a
429 by itself: a rate limit is `QuotaExhausted` at once. A base URL (`codex_base_url`) points it
at a local Responses-API server instead of OpenAI.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import urlparse

from agent_providers import briefs
from agent_providers.cli import prices
from agent_providers.cli.base import Call, CliProvider, one_line
from agent_providers.cli.process import Finished, GiveUp, TimedOut
from agent_providers.cli.schema import drop_nulls, optional_names, strict_schema
from agent_providers.registry import Registration
from agent_providers.seam import (
    InvalidOutput,
    OutcomeUnknown,
    ProviderError,
    ProviderUnavailable,
    QuotaExhausted,
    Reply,
    Usage,
)
from tickets.models import Role
from twokey.kernel.settings import Settings

LOCAL_PROVIDER = "twokey"  # the [model_providers.NAME] entry made for `codex_base_url`
LOOPBACK_HOSTS = frozenset({"127.0.0.1", "localhost", "::1"})
RECONNECTING = re.compile(r"^Reconnecting\b", re.IGNORECASE)  # codex retrying a dropped stream: not a failure
# Codex cannot connect at all (refused, no route, no DNS) and waits for the network forever (measured, 0.171).
NO_NETWORK = re.compile(r"waiting for network \(Connection failed", re.IGNORECASE)
GIVE_UP_AFTER = 2  # consecutive connection failures and nothing else: ~11 s with codex's backoff
QUOTA = re.compile(r"\b429\b|too many requests|rate.?limit|usage limit|quota exceeded|insufficient_quota|"
                   r"hit your (?:usage )?limit", re.IGNORECASE)
AUTH = re.compile(r"\b401\b|\b403\b|unauthori[sz]ed|not logged in|codex login|api key|upgrade to plus",
                  re.IGNORECASE)
MODEL = re.compile(r"\b404\b|model_not_found|model .{0,60}(?:does not exist|not supported|not found)", re.IGNORECASE)
# What codex says after its own five retries of a 5xx: the service is failing or overloaded, so wait.
OVERLOADED = re.compile(r"high demand|overloaded|temporarily unavailable|capacity", re.IGNORECASE)
DROPPED = re.compile(r"stream (?:disconnected|error)|connection (?:reset|closed)|broken pipe|timed? ?out",
                     re.IGNORECASE)
NOT_REACHED = re.compile(r"connection refused|error sending request|dns|could not resolve", re.IGNORECASE)
STARTUP_ERROR = re.compile(r"^error: (?:unexpected argument|invalid value|unrecognized|the argument)", re.MULTILINE)


@dataclass
class Stream:
    """What a (possibly cut-off) `codex exec --json` event stream said."""

    started: bool = False  # turn.started: the request went to the model
    completed: int = 0
    input_tokens: int = 0
    cached_tokens: int = 0
    output_tokens: int = 0
    failure: str = ""  # turn.failed's message, or the last error that was not a reconnect notice
    messages: list[str] = field(default_factory=list)
    unreadable: int = 0  # lines that were not JSON (a torn last line)

    @classmethod
    def parse(cls, stdout: str) -> Stream:
        stream = cls()
        for line in stdout.splitlines():
            if line.strip():
                stream._read(line)
        return stream

    def _read(self, line: str) -> None:
        try:
            event = json.loads(line)
        except json.JSONDecodeError:
            self.unreadable += 1
            return
        if isinstance(event, dict):
            self._event(event)

    def _event(self, event: dict[str, Any]) -> None:
        kind = event.get("type")
        if kind == "turn.started":
            self.started = True
        elif kind == "turn.completed":
            self._usage(event.get("usage") or {})
        elif kind == "turn.failed":
            self.failure = str((event.get("error") or {}).get("message") or "turn failed")
        elif kind == "error" and not RECONNECTING.match(str(event.get("message", ""))):
            self.failure = self.failure or str(event.get("message") or "error")
        elif kind == "item.completed" and (event.get("item") or {}).get("type") == "agent_message":
            self.messages.append(str(event["item"].get("text") or ""))

    def _usage(self, usage: dict[str, Any]) -> None:
        self.completed += 1
        self.input_tokens += _count(usage, "input_tokens")
        self.cached_tokens += _count(usage, "cached_input_tokens")
        self.output_tokens += _count(usage, "output_tokens")


class CodexProvider(CliProvider):
    name = "codex"
    executable = "codex"
    package = "@openai/codex"
    family = "openai"
    default_model = "gpt-5"
    login_hint = "a `codex login` also works"

    def __init__(self, model: str, settings: Settings, role: Role = Role.RAISER) -> None:
        super().__init__(model, settings, role)
        self.base_url = settings.codex_base_url
        self.loopback = bool(self.base_url) and urlparse(self.base_url).hostname in LOOPBACK_HOSTS
        self.paid = not self.loopback  # a model on this machine costs nothing and needs no spend ceiling
        self._price: prices.Price | None = None

    # -- before anything is claimed or spent -------------------------------------------------------
    def preflight(self) -> None:
        super().preflight()
        self.price()

    def doctor_rows(self) -> list[tuple[str, bool, str]]:
        where = ("codex_base_url is set: codex talks to that Responses server" if self.base_url
                 else "codex_base_url not set: codex's own OpenAI provider")
        return [*super().doctor_rows(), ("codex base url", True, where)]

    def price(self) -> prices.Price:
        if self._price is None:
            table = prices.load_table(self.settings.price_table)
            found = prices.price_for(self.model, table, loopback=self.loopback, remote_base_url=bool(self.base_url))
            if found is None:
                raise ProviderUnavailable(
                    f"{self._who()}: no price is known for this model, so a spend ceiling could not hold; add "
                    f"[\"codex:{self.model}\"] input = … output = … (USD per million tokens) to a TOML file named "
                    "by the price_table setting; nothing was claimed or spent")
            self._price = found
        return self._price

    # -- one call ------------------------------------------------------------------------------------
    def command(self, call: Call, scratch: Path) -> list[str]:
        schema_file = scratch / "turn.schema.json"
        schema_file.write_text(json.dumps(strict_schema(briefs.schema(call.role))), encoding="utf-8")
        argv = [self.location() or self.executable, "exec", "--json", "--output-schema", str(schema_file),
                "-o", str(scratch / "last-message.json"), "--ephemeral", "--skip-git-repo-check",
                "--ignore-user-config", "--ignore-rules", "--strict-config", "--color", "never", "-C", str(call.cwd),
                "-m", self.model,
                "--sandbox", "workspace-write" if call.writes else "read-only", "-c", 'approval_policy="never"']
        if call.writes:
            argv += ["-c", "sandbox_workspace_write.network_access=false",
                     "-c", "sandbox_workspace_write.exclude_tmpdir_env_var=true",
                     "-c", "sandbox_workspace_write.exclude_slash_tmp=true"]
        return argv + self._provider_overrides() + ["-"]  # "-": the prompt comes on stdin

    def _provider_overrides(self) -> list[str]:
        if not self.base_url:
            return []
        entry = f"model_providers.{LOCAL_PROVIDER}"
        return ["-c", f'model_provider="{LOCAL_PROVIDER}"', "-c", f'{entry}.name="{LOCAL_PROVIDER}"',
                "-c", f"{entry}.base_url={json.dumps(self.base_url)}", "-c", f'{entry}.wire_api="responses"']

    def answer(self, call: Call, finished: Finished, scratch: Path) -> Reply:
        stream = Stream.parse(finished.stdout)
        usage = self._usage(stream)
        if stream.failure:
            raise self._failed(stream, usage)
        if not stream.completed:
            raise self._unfinished(stream, finished, usage)
        text = _last_message(scratch / "last-message.json", stream)
        try:
            turn = json.loads(text)
        except json.JSONDecodeError as error:
            raise InvalidOutput(f"{self._who()}'s last message is not JSON ({error.msg}); no turn", usage) from None
        return Reply(drop_nulls(turn, optional_names(briefs.schema(call.role))), usage)

    def watcher(self) -> GiveUp:
        """Give up when codex only ever failed to connect: nothing reached a model, and it would wait forever."""
        failures = 0

        def check(line: str) -> str:
            nonlocal failures
            try:
                event = json.loads(line)
            except json.JSONDecodeError:
                return ""
            if not isinstance(event, dict):
                return ""
            kind, message = event.get("type"), str(event.get("message", ""))
            if kind == "error" and NO_NETWORK.search(message):
                failures += 1
            elif kind == "error" or _answered(event):
                failures = -1_000_000  # something reached a model once: a later failure is never "nothing sent"
            return (f"cannot reach its model ({one_line(message)}); nothing was sent, check the base URL or the "
                    "network") if failures >= GIVE_UP_AFTER else ""

        return check

    def timed_out(self, call: Call, timed_out: TimedOut) -> ProviderError:
        stream = Stream.parse(timed_out.stdout)
        if not stream.started:
            return ProviderUnavailable(f"{self._who()} {timed_out} before it started a turn; nothing was sent")
        return OutcomeUnknown(f"{self._who()} {timed_out} after its turn started; whether the request was "
                              "processed (and charged) is unknown: resolve with `twokey runs resolve`",
                              self._usage(stream))

    # -- reading failures ---------------------------------------------------------------------------
    def _usage(self, stream: Stream) -> Usage:
        if not (stream.started or stream.completed):
            return Usage()
        return prices.estimated(stream.input_tokens, stream.cached_tokens, stream.output_tokens, self.price())

    def _failed(self, stream: Stream, usage: Usage) -> ProviderError:
        said = one_line(stream.failure)
        if QUOTA.search(said):
            return QuotaExhausted(f"{self._who()} hit a rate limit or quota ({said}); codex does not retry it: "
                                  "retry the run with `twokey runs retry` when it resets", usage)
        if OVERLOADED.search(said):
            return QuotaExhausted(f"{self._who()}: the service is overloaded or failing ({said}); codex already "
                                  "retried it: retry the run with `twokey runs retry` later", usage)
        if AUTH.search(said):
            return ProviderUnavailable(f"{self._who()} is not authorised ({said}); run `codex login` or set "
                                       "OPENAI_API_KEY", usage)
        if MODEL.search(said):
            return ProviderUnavailable(f"{self._who()}: unknown model ({said}); check the spec's model name", usage)
        if NOT_REACHED.search(said) and not stream.started:
            return ProviderUnavailable(f"{self._who()} could not reach its model ({said}); nothing was sent", usage)
        if DROPPED.search(said):
            return OutcomeUnknown(f"{self._who()}: the connection dropped after the request was sent ({said}); "
                                  "whether it was processed is unknown", usage)
        # Any other failure codex reported itself (a refused answer, a bad request): definite, and no turn.
        return InvalidOutput(f"{self._who()} failed ({said}); no turn", usage)

    def _unfinished(self, stream: Stream, finished: Finished, usage: Usage) -> ProviderError:
        said = one_line(finished.stderr) or "nothing on stderr"
        if not stream.started:
            if STARTUP_ERROR.search(finished.stderr):
                return ProviderUnavailable(f"{self._who()} refused its command line ({said}); this codex version "
                                           "does not fit twokey's adapter; nothing was sent")
            if finished.returncode != 0:
                return ProviderUnavailable(f"{self._who()} exited {finished.returncode} before starting a turn "
                                           f"({said}); nothing was sent")
        if finished.returncode != 0:
            return OutcomeUnknown(f"{self._who()} exited {finished.returncode} in the middle of its turn ({said}); "
                                  "whether the request was processed is unknown", usage)
        return InvalidOutput(f"{self._who()}'s event stream ended without turn.completed (truncated output); no turn",
                             usage)


def _answered(event: dict[str, Any]) -> bool:
    """An item from the model (a message, a command, a change), not one of codex's own warnings."""
    return str(event.get("type")).startswith("item.") and (event.get("item") or {}).get("type") != "error"


def _count(usage: dict[str, Any], key: str) -> int:
    value = usage.get(key)
    return value if isinstance(value, int) and value >= 0 else 0


def _last_message(path: Path, stream: Stream) -> str:
    """The final answer: the file `-o` wrote, else the stream's last agent message."""
    try:
        text = path.read_text(encoding="utf-8")
    except OSError:
        text = ""
    return text.strip() or (stream.messages[-1].strip() if stream.messages else "")


REGISTRATION = Registration(
    name="codex", roles=frozenset(Role),
    build=lambda selection: CodexProvider(selection.model, selection.settings, selection.role),
    summary="`codex exec`: --sandbox read-only in a read-only export, workspace-write only in the fix worktree; "
            "cost estimated from a price table",
    models=("gpt-5", "gpt-5-codex", "gpt-5.1-codex", "gpt-5-mini"))
