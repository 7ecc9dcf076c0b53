"""What a call cost, estimated from a price table: the user's TOML first, then genai-prices' bundled table.

Chat APIs report tokens, not money, so every cost here is marked `estimated`. A loopback model
is free. A paid model with no known price is refused before any call (preflight), so a spend
ceiling can never be silently meaningless.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from decimal import Decimal
from pathlib import Path

from agent_providers.api.endpoints import Endpoint
from agent_providers.seam import Usage
from twokey.kernel.errors import UsageError

PER = 1_000_000  # table prices are USD per million tokens


@dataclass(frozen=True)
class Price:
    input: float  # USD per million input tokens
    output: float  # USD per million output tokens
    source: str

    def usd(self, input_tokens: int, output_tokens: int) -> float:
        return (input_tokens * self.input + output_tokens * self.output) / PER


FREE = Price(0.0, 0.0, "loopback model")


def load_table(path: str | None) -> dict[str, Price]:
    """The user's price table: `["openai:gpt-5"]` tables with `input` and `output` USD per million tokens."""
    if not path:
        return {}
    try:
        document = tomllib.loads(Path(path).expanduser().read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError) as error:
        raise UsageError(f"price_table {path}: cannot be read as TOML ({error}); fix it, nothing was called") from None
    table = {}
    for spec, entry in document.items():
        try:
            table[spec] = Price(float(entry["input"]), float(entry["output"]), f"price_table {path}")
        except (TypeError, KeyError, ValueError):
            raise UsageError(f"price_table {path}: [{spec!r}] needs numbers `input` and `output` (USD per million "
                             "tokens); nothing was called") from None
    return table


def price_for(endpoint: Endpoint, table: dict[str, Price]) -> Price | None:
    """The price of ENDPOINT's model: the user's table, then genai-prices, free on loopback; None if unknown."""
    for key in (f"{endpoint.family}:{endpoint.spec_model}", f"{endpoint.family}:{endpoint.model}"):
        if key in table:
            return table[key]
    if endpoint.loopback:
        return FREE
    if endpoint.base_url is None:
        return _genai_price(endpoint)
    return None  # an OpenAI-compatible service elsewhere: its prices are its own


def _genai_price(endpoint: Endpoint) -> Price | None:
    from genai_prices import Usage as PriceUsage
    from genai_prices import calc_price

    try:
        per_million = calc_price(PriceUsage(input_tokens=PER, output_tokens=0), endpoint.model,
                                 provider_id=endpoint.family)
        output = calc_price(PriceUsage(input_tokens=0, output_tokens=PER), endpoint.model, provider_id=endpoint.family)
    except LookupError:
        return None
    return Price(float(Decimal(per_million.total_price)), float(Decimal(output.total_price)), "genai-prices")


def usage_of(input_tokens: int, output_tokens: int, requests: int, price: Price) -> Usage:
    return Usage(calls=requests, input_tokens=input_tokens, output_tokens=output_tokens,
                 usd=price.usd(input_tokens, output_tokens), cost="estimated")
