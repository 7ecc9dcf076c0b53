"""The `openai`, `anthropic` and `local` specs, registered through the `twokey.providers` entry points.

Importing this module needs no model library: pydantic-ai is imported when a provider is built,
so a CLI without the `models` extra still lists these specs and says how to install them.
"""

from __future__ import annotations

from collections.abc import Callable

from agent_providers.api.endpoints import Family, parse
from agent_providers.registry import Registration, Selection
from agent_providers.seam import Provider, ProviderUnavailable
from tickets.models import Role

ROLES = frozenset({Role.RAISER, Role.REFUTER})


def builder(family: Family) -> Callable[[Selection], Provider]:
    def build(selection: Selection) -> Provider:
        endpoint = parse(family, selection.model, selection.settings)
        try:
            from agent_providers.api.provider import ApiModelProvider
        except ImportError as missing:
            raise ProviderUnavailable(f"{selection.spec!r} needs the model libraries ({missing.name} is missing); "
                                      "install them with pip install 'twokey[models]'; nothing was called") from None
        return ApiModelProvider(endpoint, selection.settings)

    return build


OPENAI = Registration("openai", ROLES, builder("openai"),
                      "OpenAI chat models (openai:MODEL, key from OPENAI_API_KEY) with read-only snapshot tools",
                      ("gpt-5", "gpt-5-mini"))
ANTHROPIC = Registration("anthropic", ROLES, builder("anthropic"),
                         "Anthropic models (anthropic:MODEL, key from ANTHROPIC_API_KEY) with read-only snapshot tools",
                         ("claude-sonnet-4-5", "claude-opus-4-1"))
LOCAL = Registration("local", ROLES, builder("local"),
                     "an OpenAI-compatible server: Ollama, vLLM, llama.cpp (local:MODEL[@http://HOST:PORT/v1], "
                     "else model_base_url); free on loopback", ("MODEL@http://127.0.0.1:PORT/v1",))
