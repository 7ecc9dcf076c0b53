"""API-model fakes through the real seam: pydantic-ai's FunctionModel inside the real ApiModelProvider.

A `Brain` answers the prompts the provider renders (raise or refute), optionally calling the
provider's read-only tools first, and records what it was shown. `model_registration` registers it
exactly as the `openai`/`local` specs are registered, so the orchestrator cannot tell the difference.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from pydantic_ai.messages import (
    ModelMessage,
    ModelRequest,
    ModelResponse,
    TextPart,
    ToolCallPart,
    ToolReturnPart,
    UserPromptPart,
)
from pydantic_ai.models.function import AgentInfo, FunctionModel
from pydantic_ai.usage import RequestUsage

from agent_providers.api.endpoints import Endpoint, Family
from agent_providers.api.provider import ApiModelProvider
from agent_providers.registry import Registration, Selection
from tickets.models import Role

FINGERPRINT = re.compile(r"^Finding ([0-9a-f]{16}):$", re.MULTILINE)
Turn = Any  # a dict, raw text, an Exception to raise, or a callable of the fingerprints shown


@dataclass
class Brain:
    raises: list[Turn] = field(default_factory=list)
    refutes: list[Turn] = field(default_factory=list)
    tool_calls: list[tuple[str, dict[str, Any]]] = field(default_factory=list)  # made before the first answer
    usage: tuple[int, int] = (100, 20)
    prompts: list[str] = field(default_factory=list)
    tool_returns: list[str] = field(default_factory=list)
    answers: int = 0

    def respond(self, messages: list[ModelMessage], info: AgentInfo) -> ModelResponse:
        self.tool_returns += [str(p.content) for p in _parts(messages[-1]) if isinstance(p, ToolReturnPart)]
        if self.tool_calls and info.function_tools:
            name, args = self.tool_calls.pop(0)
            return ModelResponse(parts=[ToolCallPart(name, args)], usage=self._usage())
        prompt = next(str(p.content) for m in messages for p in _parts(m) if isinstance(p, UserPromptPart))
        self.prompts.append(prompt)
        self.answers += 1
        raising = prompt.startswith("You are the RAISER")
        queue = self.raises if raising else self.refutes
        answer = queue.pop(0) if queue else ({"kind": "raise", "findings": []} if raising else
                                             {"kind": "refute", "verdicts": []})
        if isinstance(answer, Exception):
            raise answer
        if callable(answer):
            answer = answer(FINGERPRINT.findall(prompt))
        return ModelResponse(parts=[self._part(answer, info)], usage=self._usage())

    def _part(self, answer: Any, info: AgentInfo) -> TextPart | ToolCallPart:
        if info.output_tools and not isinstance(answer, str):
            return ToolCallPart(info.output_tools[0].name, answer)
        return TextPart(answer if isinstance(answer, str) else json.dumps(answer))

    def _usage(self) -> RequestUsage:
        return RequestUsage(input_tokens=self.usage[0], output_tokens=self.usage[1])


def _parts(message: ModelMessage) -> list[Any]:
    return list(message.parts) if isinstance(message, (ModelRequest, ModelResponse)) else []


def model_registration(name: str, brain: Brain, family: Family = "local") -> Registration:
    """Register BRAIN as spec NAME: a `local` model on loopback (free), or an `openai` one (priced, paid)."""
    def build(selection: Selection) -> ApiModelProvider:
        base_url = "http://127.0.0.1:9/v1" if family == "local" else None
        endpoint = Endpoint(family=family, model=name, base_url=base_url, spec_model=name)
        return ApiModelProvider(endpoint, selection.settings, model=FunctionModel(brain.respond))

    return Registration(name, frozenset({Role.RAISER, Role.REFUTER}), build, "a FunctionModel for tests")


def verdicts(kind: str, evidence: list[dict[str, Any]], reason: str = "checked") -> Callable[[list[str]], Any]:
    """A refute turn giving KIND with EVIDENCE to every fingerprint shown."""
    def answer(fingerprints: list[str]) -> dict[str, Any]:
        return {"kind": "refute", "verdicts": [{"fingerprint": fp, "verdict": kind, "reason": reason,
                                                "evidence": evidence} for fp in fingerprints]}

    return answer
