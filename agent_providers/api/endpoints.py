"""Where an API-model spec points: its family, model, base URL and key variable; parsed in this one place.

`openai:MODEL`, `anthropic:MODEL` and `local:MODEL`, each optionally `@BASE_URL`. A local
model without a URL uses the `model_base_url` setting. Only a loopback URL is free: any other
endpoint may bill, so it counts as paid. Nothing here reads a key's value or opens a socket.
"""

from __future__ import annotations

import ipaddress
import os
from dataclasses import dataclass
from typing import Literal
from urllib.parse import urlsplit

from twokey.kernel.errors import UsageError
from twokey.kernel.settings import Settings

Family = Literal["openai", "anthropic", "local"]
KEY_VARIABLES: dict[str, str | None] = {"openai": "OPENAI_API_KEY", "anthropic": "ANTHROPIC_API_KEY", "local": None}
EXAMPLES = {"openai": "openai:gpt-5", "anthropic": "anthropic:claude-sonnet-4-5",
            "local": "local:qwen2.5-coder@http://127.0.0.1:11434/v1"}


@dataclass(frozen=True)
class Endpoint:
    family: Family
    model: str  # the model name sent to the API
    base_url: str | None  # None: the vendor's own
    spec_model: str  # the model part of the spec as given (with @URL), for identities and re-checks

    @property
    def key_variable(self) -> str | None:
        return KEY_VARIABLES[self.family]

    @property
    def loopback(self) -> bool:
        return self.base_url is not None and is_loopback(self.base_url)

    @property
    def paid(self) -> bool:
        return not self.loopback

    @property
    def where(self) -> str:
        return self.base_url or f"the {self.family} API"

    def key(self) -> str | None:
        variable = self.key_variable
        return os.environ.get(variable) or None if variable else None


def is_loopback(url: str) -> bool:
    host = urlsplit(url).hostname or ""
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def parse(family: Family, spec_model: str, settings: Settings) -> Endpoint:
    """The endpoint of `FAMILY:SPEC_MODEL`; a one-line usage error names the spec and an example."""
    model, _, url = spec_model.partition("@")
    if not model.strip():
        raise UsageError(f"provider spec {family!r} needs a model: {family}:MODEL, e.g. {EXAMPLES[family]}")
    if url and urlsplit(url).scheme not in ("http", "https"):
        raise UsageError(f"{family}:{spec_model}: {url!r} is not an http(s) base URL; e.g. {EXAMPLES['local']}")
    base_url = url or (settings.model_base_url if family == "local" else None)
    return Endpoint(family=family, model=model.strip(), base_url=base_url.rstrip("/") if base_url else None,
                    spec_model=spec_model)
