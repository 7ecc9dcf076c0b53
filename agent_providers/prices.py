"""Price tables: what a million tokens cost, from the user's TOML first, then genai-prices' bundled table.

Owns the one price table format both paying faces read (`price_table`: `["openai:gpt-5"]` tables
with `input`, `output` and optionally `cached_input`, USD per million tokens) and the lookup in
genai-prices. Which keys a provider tries, and when a model is free (loopback) or unknown (another
service's base URL), stay with the provider (`api/prices.py`, `cli/prices.py`). Every cost made
from these prices is an estimate.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from decimal import Decimal
from pathlib import Path

from twokey.kernel.errors import UsageError

PER = 1_000_000  # table prices are USD per million tokens


@dataclass(frozen=True)
class Price:
    input: float  # USD per million input tokens
    output: float  # USD per million output tokens
    source: str
    cached_input: float | None = None  # USD per million cached input tokens; None: the input price

    def usd(self, input_tokens: int, output_tokens: int, cached_tokens: int = 0) -> float:
        """CACHED_TOKENS are counted inside INPUT_TOKENS (as Codex reports them) and billed at the cached rate."""
        cached_rate = self.input if self.cached_input is None else self.cached_input
        fresh = max(input_tokens - cached_tokens, 0)
        return (fresh * self.input + cached_tokens * cached_rate + output_tokens * self.output) / PER


def load_table(path: str | None) -> dict[str, Price]:
    """The user's price table, by spec; {} when no table is configured. Bad input is one UsageError line."""
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
        cached = values.get("cached_input")
        return Price(float(values["input"]), float(values["output"]), f"price_table {path}",
                     None if cached is None else float(cached))
    except (TypeError, KeyError, ValueError):
        raise UsageError(f"price_table {path}: [{spec!r}] needs numbers `input` and `output` (USD per million "
                         "tokens; `cached_input` is optional); nothing was called") from None


def genai_price(model: str, provider_id: str, *, cached: bool = False) -> Price | None:
    """MODEL's price in genai-prices' table (with its cached-input rate when CACHED), or None if it has none."""
    from genai_prices import Usage as Tokens
    from genai_prices import calc_price

    def per_million(input_tokens: int = 0, cache_read: int = 0, output: int = 0) -> float:
        price = calc_price(Tokens(input_tokens=input_tokens, cache_read_tokens=cache_read, output_tokens=output),
                           model, provider_id=provider_id)
        return float(Decimal(price.total_price))

    try:
        return Price(per_million(input_tokens=PER), per_million(output=PER), "genai-prices",
                     per_million(input_tokens=PER, cache_read=PER) if cached else None)
    except LookupError:
        return None
