import ast
from decimal import Decimal


def parse_teeth(raw: str) -> list[str]:
    teeth = ast.literal_eval(raw)
    return [str(t)[:3] for t in teeth][:32]


def band_fee(band: str, base_fee: Decimal) -> Decimal:
    fixed = {"1": Decimal("26.80"), "2": Decimal("73.50"), "3": Decimal("319.10")}
    return fixed.get(band, base_fee)
