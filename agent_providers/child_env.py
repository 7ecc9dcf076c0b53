"""The environment a provider's child process gets: this machine's, minus every other provider's keys.

A Claude Code child never sees an OpenAI key, a Codex child never sees an Anthropic key, and
neither sees twokey's own settings variables. Nothing here reads or prints a key's value.
"""

from __future__ import annotations

import os
from collections.abc import Mapping

# Credentials and endpoints by provider family. A name listed under one family is stripped for
# every other family's child.
PROVIDER_VARIABLES: dict[str, tuple[str, ...]] = {
    "anthropic": ("ANTHROPIC_API_KEY", "ANTHROPIC_AUTH_TOKEN", "ANTHROPIC_BASE_URL", "CLAUDE_CODE_OAUTH_TOKEN",
                  "CLAUDE_CODE_USE_BEDROCK", "CLAUDE_CODE_USE_VERTEX"),
    "openai": ("OPENAI_API_KEY", "OPENAI_BASE_URL", "OPENAI_ORG_ID", "OPENAI_ORGANIZATION", "OPENAI_PROJECT_ID",
               "CODEX_API_KEY", "AZURE_OPENAI_API_KEY", "AZURE_OPENAI_ENDPOINT"),
    "google": ("GEMINI_API_KEY", "GOOGLE_API_KEY", "GOOGLE_APPLICATION_CREDENTIALS"),
    "mistral": ("MISTRAL_API_KEY",),
    "groq": ("GROQ_API_KEY",),
    "cohere": ("CO_API_KEY", "COHERE_API_KEY"),
    "aws": ("AWS_ACCESS_KEY_ID", "AWS_SECRET_ACCESS_KEY", "AWS_SESSION_TOKEN", "AWS_BEARER_TOKEN_BEDROCK"),
    "huggingface": ("HF_TOKEN", "HUGGING_FACE_HUB_TOKEN"),
    "openrouter": ("OPENROUTER_API_KEY",),
}


def child_environment(family: str, environ: Mapping[str, str] | None = None) -> dict[str, str]:
    """ENVIRON (default: this process's) without the variables of every family but FAMILY, and no TWOKEY_*."""
    source = os.environ if environ is None else environ
    foreign = {name for other, names in PROVIDER_VARIABLES.items() if other != family for name in names}
    return {name: value for name, value in source.items() if name not in foreign and not name.startswith("TWOKEY_")}


def configured(family: str, environ: Mapping[str, str] | None = None) -> list[str]:
    """Which of FAMILY's variables are set: names only, never values (for `twokey doctor`)."""
    source = os.environ if environ is None else environ
    return [name for name in PROVIDER_VARIABLES.get(family, ()) if source.get(name)]
