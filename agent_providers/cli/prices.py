"""What a Codex call cost, estimated: Codex reports tokens, never money.

Prices come from the user's `price_table` TOML first (USD per million tokens, keyed by spec:
`["codex:gpt-5"]`, or `["openai:gpt-5"]` shared with the API models), then from genai-prices'
bundled table for OpenAI models. A model served on loopback is free. Every cost made here is
marked `estimated`. A model with no known price is refused before any call, so a spend ceiling
is never silently meaningless.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from decimal import Decimal
from pathlib import Path

from agent_providers.seam import Usage
from twokey.kernel.errors import UsageError

PER = 1_000_000  # table prices are USD per million tokens


@dataclass(frozen=True)
class Price:
    input: float
    output: float
    cached_input: float
    source: str

    def usd(self, input_tokens: int, cached_tokens: int, output_tokens: int) -> float:
        """Codex counts cached tokens inside `input_tokens`; they are billed at the cached rate."""
        fresh = max(input_tokens - cached_tokens, 0)
        return (fresh * self.input + cached_tokens * self.cached_input + output_tokens * self.output) / PER


FREE = Price(0.0, 0.0, 0.0, "a model on loopback")


def load_table(path: str | None) -> dict[str, Price]:
    """The user's table: `["codex:gpt-5"]` with numbers `input`, `output` and optionally `cached_input`."""
    if not path:
        return {}
    try:
        document = tomllib.loads(Path(path).expanduser().read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError) as error:
        raise UsageError(f"price_table {path}: cannot be read as TOML ({error}); fix it, nothing was called") from None
    return {spec: _entry(path, spec, entry) for spec, entry in document.items()}


def _entry(path: str, spec: str, entry: object) -> Price:
    try:
        values = dict(entry)  # type: ignore[call-overload]
        given = float(values["input"])
        return Price(given, float(values["output"]), float(values.get("cached_input", given)), f"price_table {path}")
    except (TypeError, KeyError, ValueError):
        raise UsageError(f"price_table {path}: [{spec!r}] needs numbers `input` and `output` (USD per million "
                         "tokens; `cached_input` is optional); nothing was called") from None


def price_for(model: str, table: dict[str, Price], *, loopback: bool, remote_base_url: bool) -> Price | None:
    """The price of codex:MODEL; None when nobody knows it."""
    for key in (f"codex:{model}", f"openai:{model}"):
        if key in table:
            return table[key]
    if loopback:
        return FREE
    if remote_base_url:
        return None  # another service's prices are its own: only the user's table can say
    return _genai_price(model)


def _genai_price(model: str) -> Price | None:
    from genai_prices import Usage as Tokens
    from genai_prices import calc_price

    def per_million(input_tokens: int = 0, cached: int = 0, output: int = 0) -> float:
        price = calc_price(Tokens(input_tokens=input_tokens, cache_read_tokens=cached, output_tokens=output), model,
                           provider_id="openai")
        return float(Decimal(price.total_price))

    try:
        return Price(per_million(input_tokens=PER), per_million(output=PER),
                     per_million(input_tokens=PER, cached=PER), "genai-prices")
    except LookupError:
        return None


def estimated(input_tokens: int, cached_tokens: int, output_tokens: int, price: Price, calls: int = 1) -> Usage:
    return Usage(calls=calls, input_tokens=input_tokens, output_tokens=output_tokens,
                 usd=round(price.usd(input_tokens, cached_tokens, output_tokens), 6), cost="estimated")
