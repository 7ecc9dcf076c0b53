"""What a Codex call cost, estimated: Codex reports tokens, never money.

Prices come from the user's `price_table` TOML first (USD per million tokens, keyed by spec:
`["codex:gpt-5"]`, or `["openai:gpt-5"]` shared with the API models), then from genai-prices'
bundled table for OpenAI models. A model served on loopback is free. Every cost made here is
marked `estimated`. A model with no known price is refused before any call, so a spend ceiling
is never silently meaningless.
"""

from __future__ import annotations

from agent_providers.prices import Price, genai_price, load_table
from agent_providers.seam import Usage

__all__ = ["FREE", "Price", "estimated", "load_table", "price_for"]

FREE = Price(0.0, 0.0, "a model on loopback", 0.0)


def price_for(model: str, table: dict[str, Price], *, loopback: bool, remote_base_url: bool) -> Price | None:
    """The price of codex:MODEL; None when nobody knows it."""
    for key in (f"codex:{model}", f"openai:{model}"):
        if key in table:
            return table[key]
    if loopback:
        return FREE
    if remote_base_url:
        return None  # another service's prices are its own: only the user's table can say
    return genai_price(model, "openai", cached=True)


def estimated(input_tokens: int, cached_tokens: int, output_tokens: int, price: Price, calls: int = 1) -> Usage:
    return Usage(calls=calls, input_tokens=input_tokens, output_tokens=output_tokens,
                 usd=round(price.usd(input_tokens, output_tokens, cached_tokens), 6), cost="estimated")
