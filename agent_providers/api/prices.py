"""What an API model's call cost, estimated from a price table (`agent_providers.prices`).

Chat APIs report tokens, not money, so every cost here is marked `estimated`. A loopback model
is free. A paid model with no known price is refused before any call (preflight), so a spend
ceiling can never be silently meaningless.
"""

from __future__ import annotations

from agent_providers.api.endpoints import Endpoint
from agent_providers.prices import Price, genai_price, load_table
from agent_providers.seam import Usage

__all__ = ["FREE", "Price", "load_table", "price_for", "usage_of"]

FREE = Price(0.0, 0.0, "loopback model")


def price_for(endpoint: Endpoint, table: dict[str, Price]) -> Price | None:
    """The price of ENDPOINT's model: the user's table, then genai-prices, free on loopback; None if unknown."""
    for key in (f"{endpoint.family}:{endpoint.spec_model}", f"{endpoint.family}:{endpoint.model}"):
        if key in table:
            return table[key]
    if endpoint.loopback:
        return FREE
    if endpoint.base_url is None:
        return genai_price(endpoint.model, endpoint.family)
    return None  # an OpenAI-compatible service elsewhere: its prices are its own


def usage_of(input_tokens: int, output_tokens: int, requests: int, price: Price) -> Usage:
    return Usage(calls=requests, input_tokens=input_tokens, output_tokens=output_tokens,
                 usd=price.usd(input_tokens, output_tokens), cost="estimated")
