import ast
from decimal import Decimal

DEFAULT_TIERS = [(0, "0.18"), (500, "0.21"), (2000, "0.24")]


def price_for(kg, tiers=DEFAULT_TIERS):
    rate = Decimal(tiers[0][1])
    for threshold, value in tiers:
        if kg >= threshold:
            rate = Decimal(value)
    return (Decimal(kg) * rate).quantize(Decimal("0.01"))


def parse_tiers(text):
    tiers = ast.literal_eval(text)
    return [(int(a), str(b)) for a, b in tiers]


def bonus(rule, kg, brix):
    code = compile(rule, "<bonus-rule>", "eval")
    return eval(code, {}, {"kg": kg, "brix": brix})
