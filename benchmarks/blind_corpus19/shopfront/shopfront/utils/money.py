from decimal import ROUND_HALF_UP, Decimal

CURRENCY_SYMBOLS = {"EUR": "\u20ac", "USD": "$", "GBP": "\u00a3"}


def to_decimal(cents):
    return (Decimal(cents) / 100).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)


def format_price(cents, currency="EUR"):
    return f"{CURRENCY_SYMBOLS.get(currency, currency)}{to_decimal(cents):,.2f}"
