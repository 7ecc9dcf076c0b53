"""`claude`: the Claude Code CLI in print mode, one call per turn, its result object mapped onto the seam.

Read-only roles get the tools Read, Glob and Grep and nothing else, in a read-only export; the
writer also gets Edit and Write, in the fix worktree only, and never Bash. No settings file,
hook, plugin, skill or MCP server of the user or of the audited repository is loaded. The CLI
reports what a call cost (`total_cost_usd`), even a failed one, and that is counted. An API error
that arrives as a "success" with `is_error` is never a turn.
"""

from __future__ import annotations

import json
import re
import tempfile
from pathlib import Path
from typing import Any

from pydantic_core import from_json

from agent_providers import briefs
from agent_providers.cli.base import Call, CliProvider, one_line
from agent_providers.cli.process import Finished
from agent_providers.registry import Registration
from agent_providers.seam import (
    BudgetExhausted,
    InvalidOutput,
    OutcomeUnknown,
    ProviderError,
    ProviderUnavailable,
    QuotaExhausted,
    Reply,
    Usage,
)
from tickets.models import Role

READ_TOOLS = ("Read", "Glob", "Grep")
EDIT_TOOLS = ("Edit", "Write")
# Never available to any role: shell, network, notebooks, sub-agents, and tools that leave the call.
DENIED_TOOLS = ("Bash", "WebFetch", "WebSearch", "NotebookEdit", "Task", "KillShell", "BashOutput")

# The model's safety filter declining the request: a person must look (blocked), never a silent uncertain.
REFUSAL = re.compile(r"violate (?:our|the) usage policy|unable to respond to this request|"
                     r"flagged this message for a cybersecurity topic|safety (?:filter|measures)", re.IGNORECASE)
QUOTA_TEXT = re.compile(r"rate.?limit|usage limit|limit reached|hit your limit|overloaded|credit balance is too low|"
                        r"quota", re.IGNORECASE)
AUTH_TEXT = re.compile(r"invalid api key|please run /login|not logged in|oauth token|authentication|"
                       r"x-api-key|unauthori[sz]ed", re.IGNORECASE)
MODEL_TEXT = re.compile(r"model.{0,40}(?:not found|does not exist|not available)|issue with the selected model",
                        re.IGNORECASE)
STARTUP_ERROR = re.compile(r"^error: (?:unknown option|option|missing required|too many arguments)", re.MULTILINE)
QUOTA_STATUS = frozenset({402, 429, 529})  # credits, rate limit, overloaded
AUTH_STATUS = frozenset({401, 403})


class ClaudeProvider(CliProvider):
    name = "claude"
    executable = "claude"
    package = "@anthropic-ai/claude-code"
    family = "anthropic"
    default_model = "sonnet"
    login_hint = "a `claude` login also works"

    def command(self, call: Call, scratch: Path) -> list[str]:
        tools = ",".join(READ_TOOLS + (EDIT_TOOLS if call.writes else ()))
        argv = [self.location() or self.executable, "-p", "--output-format", "json",
                "--json-schema", json.dumps(briefs.schema(call.role)), "--model", self.model,
                "--no-session-persistence", "--setting-sources", "", "--strict-mcp-config",
                "--disable-slash-commands", "--permission-mode", "dontAsk",
                "--tools", tools, "--allowedTools", tools, "--disallowedTools", ",".join(_denied(call))]
        if call.budget_usd is not None:
            argv += ["--max-budget-usd", f"{max(call.budget_usd, 0.0):.4f}"]
        return argv

    def answer(self, call: Call, finished: Finished, scratch: Path) -> Reply:
        result = self._result_object(finished)
        usage = usage_of(result)
        failure = self._failure(result, usage)
        if failure is not None:
            raise failure
        turn = result.get("structured_output")
        if turn is None:
            raise InvalidOutput(f"{self._who()} answered in text, not with the turn contract: "
                                f"{one_line(result.get('result', ''), 160)}", usage)
        return Reply(turn, usage)

    # -- reading the result object ------------------------------------------------------------------
    def _result_object(self, finished: Finished) -> dict[str, Any]:
        text = finished.stdout.strip()
        if not text:
            raise self._no_result(finished)
        try:
            result = json.loads(text)
        except json.JSONDecodeError as error:
            # What was charged is still counted, if the cut-off object got as far as saying it.
            partial = _partial(text)
            raise InvalidOutput(f"{self._who()} printed truncated or invalid JSON ({error.msg} at character "
                                f"{error.pos}); no turn", usage_of(partial)) from None
        if not isinstance(result, dict) or result.get("type") != "result":
            raise InvalidOutput(f"{self._who()} printed JSON that is not a result object; no turn")
        return result

    def _no_result(self, finished: Finished) -> ProviderError:
        said = one_line(finished.stderr) or "nothing on stderr"
        if finished.returncode < 0:
            return OutcomeUnknown(f"{self._who()} was killed by signal {-finished.returncode} before answering "
                                  f"({said}); whether the request was processed is unknown")
        if STARTUP_ERROR.search(finished.stderr):
            return ProviderUnavailable(f"{self._who()} refused its command line ({said}); this claude version "
                                       "does not fit twokey's adapter; nothing was sent")
        if finished.returncode == 0:
            return InvalidOutput(f"{self._who()} exited without printing a result; no turn")
        return OutcomeUnknown(f"{self._who()} exited {finished.returncode} without a result ({said}); whether the "
                              "request was processed is unknown")

    def _failure(self, result: dict[str, Any], usage: Usage) -> ProviderError | None:
        words = _words(result)
        failed = result.get("is_error") or result.get("subtype") != "success"
        if result.get("stop_reason") == "refusal" or (failed and REFUSAL.search(words)):
            return ProviderUnavailable(f"{self._who()} refused the request (the model's safety filter): "
                                       f"{one_line(words)}; a person must look at this batch", usage)
        subtype = result.get("subtype")
        if subtype == "error_max_budget_usd":
            return BudgetExhausted(f"{self._who()} stopped at the spend the ceiling left for this call "
                                   f"(${usage.usd:.4f} spent)", usage)
        if not failed:
            return None
        return self._api_failure(result, words, usage)

    def _api_failure(self, result: dict[str, Any], words: str, usage: Usage) -> ProviderError:
        status = result.get("api_error_status")
        said = one_line(words) or str(result.get("subtype"))
        if status in QUOTA_STATUS or (status is None and QUOTA_TEXT.search(words)):
            return QuotaExhausted(f"{self._who()} hit a rate limit or quota (HTTP {status or '-'}: {said}); "
                                  "retry the run with `twokey runs retry` when it resets", usage)
        if status in AUTH_STATUS or AUTH_TEXT.search(words):
            return ProviderUnavailable(f"{self._who()} is not authorised ({said}); log in with `claude` or set "
                                       "ANTHROPIC_API_KEY", usage)
        if status == 404 or MODEL_TEXT.search(words):
            return ProviderUnavailable(f"{self._who()}: unknown model ({said}); check the spec's model name", usage)
        if isinstance(status, int) and 400 <= status < 500:
            return ProviderUnavailable(f"{self._who()}: the API rejected the request (HTTP {status}: {said}); "
                                       "a smaller batch_size may help", usage)
        # A 5xx, a structured-output or turn limit, an error during execution: the CLI reported a definite
        # failure and its cost, so the outcome is known (no turn). The one bounded repair may ask again.
        return InvalidOutput(f"{self._who()} failed ({result.get('subtype')}, HTTP {status or '-'}: {said}); "
                             "no turn", usage)


def _denied(call: Call) -> list[str]:
    """Tools no role gets, and reads of the user's working tree and home, which the export stands in for."""
    rules = list(DENIED_TOOLS) + (list(EDIT_TOOLS) if not call.writes else [])
    home = Path.home().resolve()
    if not call.writes and home not in Path(tempfile.gettempdir()).resolve().parents:
        rules.append("Read(~/**)")
    rules += [f"Read(/{folder.resolve()}/**)" for folder in call.private]
    return rules


def _words(result: dict[str, Any]) -> str:
    errors = result.get("errors") or []
    return " ".join([str(result.get("result") or ""), *(str(error) for error in errors)]).strip()


def usage_of(result: Any) -> Usage:
    """Tokens and the reported cost of a result object (or what a cut-off one still says)."""
    if not isinstance(result, dict):
        return Usage()
    tokens = result.get("usage")
    counts = tokens if isinstance(tokens, dict) else {}
    cost = result.get("total_cost_usd")
    return Usage(calls=1, input_tokens=_count(counts, "input_tokens") + _count(counts, "cache_creation_input_tokens")
                 + _count(counts, "cache_read_input_tokens"), output_tokens=_count(counts, "output_tokens"),
                 usd=float(cost) if isinstance(cost, (int, float)) and cost >= 0 else 0.0, cost="reported")


def _count(counts: dict[str, Any], key: str) -> int:
    value = counts.get(key)
    return value if isinstance(value, int) and value >= 0 else 0


def _partial(text: str) -> Any:
    try:
        return from_json(text, allow_partial=True)
    except ValueError:
        return None


REGISTRATION = Registration(
    name="claude", roles=frozenset(Role),
    build=lambda selection: ClaudeProvider(selection.model, selection.settings, selection.role),
    summary="the Claude Code CLI in print mode (claude -p): read-only tools in a read-only export, edits only in "
            "the fix worktree; cost as the CLI reports it",
    models=("sonnet", "opus", "haiku"))
