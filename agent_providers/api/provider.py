"""The API-model provider: a raiser and refuter that call OpenAI, Anthropic or an OpenAI-compatible server.

Each call renders the role's brief, runs one pydantic-ai agent with the turn contract as its
structured output, and returns the turn with its usage. Vendor models read the pinned snapshot
through read-only tools; local models get the files inline and a JSON-object response format.
A failure becomes a seam error (see `errors`), carrying whatever the call spent. Registered as
`openai`, `anthropic` and `local` in `agent_providers.api.registration`.
"""

from __future__ import annotations

import json
import math
import urllib.error
import urllib.request
from collections.abc import Sequence
from typing import Any

from pydantic import BaseModel, ValidationError
from pydantic_ai import Agent, ToolOutput, UsageLimits, capture_run_messages
from pydantic_ai.messages import ModelMessage, ModelResponse
from pydantic_ai.models import Model
from pydantic_ai.settings import ModelSettings

import prompts
from agent_providers import briefs
from agent_providers.api import compat
from agent_providers.api.endpoints import Endpoint
from agent_providers.api.errors import mapped
from agent_providers.api.prices import Price, load_table, price_for, usage_of
from agent_providers.api.tools import SnapshotTools, numbered
from agent_providers.seam import (
    InvalidOutput,
    Provider,
    ProviderError,
    ProviderUnavailable,
    RaiseTask,
    RefuteTask,
    Reply,
    Usage,
)
from tickets.models import Role
from twokey.kernel.errors import SnapshotReadError
from twokey.kernel.settings import Settings

TOOL_REQUESTS = 8  # model requests one tool-using call may make before it must answer
BYTES_PER_TOKEN = 2  # a deliberately low ratio, so the estimate of a prompt's tokens errs high
PROBE_SECONDS = 3.0


class ApiModelProvider(Provider):
    """Raiser and refuter through one API model. `model` may be injected (tests use pydantic-ai's FunctionModel)."""

    roles = frozenset({Role.RAISER, Role.REFUTER})
    deterministic = False

    def __init__(self, endpoint: Endpoint, settings: Settings, model: Model | None = None) -> None:
        self.endpoint, self.settings, self._model = endpoint, settings, model
        self.name, self.model, self.paid = endpoint.family, endpoint.spec_model, endpoint.paid
        self.prompt_version = f"{prompts.version('raiser')} {prompts.version('refuter')}"
        self.tools_on = settings.model_tools == "on" or (settings.model_tools == "auto" and endpoint.family != "local")
        self._price: Price | None = None
        # Local models are often small: a tightened schema, shown compactly, keeps a 2k context enough.
        self.small = endpoint.family == "local"

    # -- before anything is spent ------------------------------------------------------
    def preflight(self) -> None:
        if self._model is None and self.endpoint.key_variable and not self.endpoint.key():
            raise ProviderUnavailable(f"{self._who()}: {self.endpoint.key_variable} is not set; set it in the "
                                      "environment (twokey never prints it), or use a local:MODEL; nothing was called")
        self.price()
        if self._model is None and self.endpoint.family == "local":
            self._probe()

    def price(self) -> Price:
        if self._price is None:
            self._price = price_for(self.endpoint, load_table(self.settings.price_table))
        if self._price is None:
            raise ProviderUnavailable(f"{self._who()} has no known price, so a spend ceiling could not hold; add "
                                      f"[\"{self.name}:{self.model}\"] input = USD, output = USD (per million tokens) "
                                      "to a TOML file named by price_table; nothing was called")
        return self._price

    def _probe(self) -> None:
        """A local server must answer, and serve the model, before the run claims anything."""
        url = f"{self.endpoint.base_url}/models"
        try:
            with urllib.request.urlopen(url, timeout=PROBE_SECONDS) as response:  # noqa: S310 (http(s) checked)
                listed = json.loads(response.read() or b"{}")
        except (OSError, ValueError) as error:
            reason = getattr(error, "reason", None) or error
            raise ProviderUnavailable(f"{self._who()}: no OpenAI-compatible server answers at {url} ({reason}); "
                                      "start it (e.g. `ollama serve`) or fix the base URL; nothing was called"
                                      ) from None
        served = [str(item.get("id")) for item in listed.get("data", []) if isinstance(item, dict)] \
            if isinstance(listed, dict) else []
        if served and not {self.endpoint.model, f"{self.endpoint.model}:latest"} & set(served):
            raise ProviderUnavailable(f"{self._who()}: the server does not serve model {self.endpoint.model!r}; it "
                                      f"serves {', '.join(served[:5])}; nothing was called")

    # -- the roles -----------------------------------------------------------------------
    def raise_findings(self, task: RaiseTask) -> Reply:
        prompt = self._raise_prompt(task)
        return self._call(Role.RAISER, prompt.text, self._schema(Role.RAISER), task.view, task.commit,
                          task.request_id)

    def refute(self, task: RefuteTask) -> Reply:
        prompt = self._refute_prompt(task)
        return self._call(Role.REFUTER, prompt.text, self._refute_schema(task), task.view, task.commit,
                          task.request_id)

    def bound(self, task: RaiseTask | RefuteTask) -> Usage:
        """At most what the call may use: enforced by max_tokens and, with tools, by pydantic-ai's UsageLimits."""
        text = (self._raise_prompt(task) if isinstance(task, RaiseTask) else self._refute_prompt(task)).text
        limits = self._limits(text)
        total, output = limits.total_tokens_limit or 0, limits.output_tokens_limit or 0
        price = self._price or price_for(self.endpoint, load_table(self.settings.price_table))
        # Output is capped apart from the total, so it is priced apart; every other token may be input.
        usd = price.usd(total - output, output) if price else 0.0
        return Usage(calls=1, input_tokens=total - output, output_tokens=output, usd=usd, cost="estimated")

    # -- prompts ---------------------------------------------------------------------------
    def _raise_prompt(self, task: RaiseTask) -> prompts.Prompt:
        sources = () if self.tools_on else self._sources(task.view, task.paths)
        return briefs.raise_prompt(task, sources, self._schema(Role.RAISER), compact=self.small)

    def _refute_prompt(self, task: RefuteTask) -> prompts.Prompt:
        findings = [item.finding for item in task.findings]
        cited = sorted({e.path for f in findings for e in f.evidence}
                       | {loc.path for f in findings for loc in f.locations})
        sources = () if self.tools_on else self._sources(task.view, cited)
        return briefs.refute_prompt(task, sources, self._refute_schema(task), compact=self.small)

    def _refute_schema(self, task: RefuteTask) -> dict[str, Any]:
        full = self._schema(Role.REFUTER)
        return compat.answering(full, [item.fingerprint for item in task.findings]) if self.small else full

    def _schema(self, role: Role) -> dict[str, Any]:
        full = briefs.schema(role)
        return compat.tightened(full) if self.small else full

    def _sources(self, view: Any, paths: Sequence[str]) -> list[briefs.Source]:
        """Files put inline, numbered, while they fit the budget; the rest are left for the model to say so."""
        budget, sources = self.settings.model_inline_chars, []
        for path in paths:
            try:
                text = numbered(view.read_text(path), 1, None)
            except SnapshotReadError as withheld:
                text = f"[not shown: {withheld}]"
            if len(text) > budget:
                text = f"[not shown: over the inline budget of {self.settings.model_inline_chars} characters]"
            budget -= len(text)
            sources.append(briefs.Source(path, text))
        return sources

    # -- one call --------------------------------------------------------------------------
    def _call(self, role: Role, prompt_text: str, turn_schema: dict[str, Any], view: Any, commit: str,
              request_id: str) -> Reply:
        kind = briefs.TURN_MODELS[role]
        agent = self._agent(kind, view, commit)
        with capture_run_messages() as messages:
            try:
                result = agent.run_sync(prompt_text, model_settings=self._model_settings(turn_schema, request_id),
                                        usage_limits=self._limits(prompt_text))
            except ProviderError:
                raise
            except Exception as error:  # every failure maps onto a seam error, with what it spent
                raise mapped(error, self.endpoint, self._spent(messages)) from None
        run_usage = result.usage
        usage = usage_of(run_usage.input_tokens, run_usage.output_tokens, run_usage.requests, self.price())
        return Reply(self._turn(kind, result.output, usage), usage, request_id)

    def _agent(self, kind: type[BaseModel], view: Any, commit: str) -> Agent[None, Any]:
        # The orchestrator owns the one repair request, so pydantic-ai must not retry output on its own.
        output: Any = ToolOutput(kind, name="submit_turn") if self.tools_on else str
        tools = SnapshotTools(view, commit).tools() if self.tools_on else []
        return Agent(self._pydantic_model(), output_type=output, tools=tools, retries={"tools": 2, "output": 0})

    def _turn(self, kind: type[BaseModel], output: Any, usage: Usage) -> Any:
        if isinstance(output, BaseModel):
            return output.model_dump(mode="json")
        text = compat.sanitised(compat.first_json_object(str(output)))
        try:  # validated here once; the orchestrator validates again
            return kind.model_validate_json(text).model_dump(mode="json")
        except ValidationError as invalid:
            first = invalid.errors()[0]
            where = ".".join(str(part) for part in first["loc"])
            raise InvalidOutput(f"{self._who()} answered with no valid turn: {where}: {first['msg']}", usage) from None

    def _model_settings(self, turn_schema: dict[str, Any], request_id: str) -> ModelSettings:
        settings = ModelSettings(temperature=self.settings.model_temperature,
                                 max_tokens=self.settings.model_max_output_tokens,
                                 timeout=self.settings.model_timeout, max_retries=0,  # never resend a sent call
                                 extra_headers={"X-Client-Request-Id": request_id} if request_id else {})
        if self.endpoint.family == "local":
            settings["extra_body"] = compat.response_format(turn_schema)
        return settings

    def _limits(self, prompt_text: str) -> UsageLimits:
        """The call's own bound: a few requests with tools, one without; each request's output capped."""
        requests = TOOL_REQUESTS if self.tools_on else 1
        output = requests * self.settings.model_max_output_tokens
        prompt = math.ceil(len(prompt_text.encode()) / BYTES_PER_TOKEN)
        return UsageLimits(request_limit=requests, output_tokens_limit=output, total_tokens_limit=requests * prompt
                           + output)

    def _spent(self, messages: list[ModelMessage]) -> Usage:
        """What a failed call was charged: every response that came back counts."""
        responses = [m for m in messages if isinstance(m, ModelResponse)]
        return usage_of(sum(r.usage.input_tokens for r in responses), sum(r.usage.output_tokens for r in responses),
                        len(responses), self._price or Price(0.0, 0.0, "unknown"))

    def _pydantic_model(self) -> Model:
        if self._model is None:
            self._model = build_model(self.endpoint)
        return self._model

    def _who(self) -> str:
        return f"{self.name}:{self.model}"


def build_model(endpoint: Endpoint) -> Model:
    """The pydantic-ai model for ENDPOINT: the vendor's own client, or an OpenAI-compatible one."""
    if endpoint.family == "anthropic":
        from pydantic_ai.models.anthropic import AnthropicModel
        from pydantic_ai.providers.anthropic import AnthropicProvider

        return AnthropicModel(endpoint.model, provider=AnthropicProvider(api_key=endpoint.key(),
                                                                         base_url=endpoint.base_url))
    from pydantic_ai.models.openai import OpenAIChatModel
    from pydantic_ai.profiles.openai import OpenAIModelProfile
    from pydantic_ai.providers.openai import OpenAIProvider

    if endpoint.family == "openai":
        return OpenAIChatModel(endpoint.model, provider=OpenAIProvider(api_key=endpoint.key(),
                                                                       base_url=endpoint.base_url))
    # Local servers take `max_tokens`, not OpenAI's newer `max_completion_tokens`; the key is a placeholder.
    return OpenAIChatModel(endpoint.model, provider=OpenAIProvider(base_url=endpoint.base_url, api_key="local"),
                           profile=OpenAIModelProfile(openai_chat_supports_max_completion_tokens=False))
