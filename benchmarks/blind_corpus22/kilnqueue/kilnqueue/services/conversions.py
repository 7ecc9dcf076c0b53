def grams_to_percent(amounts):
    total = sum(amounts.values()) or 1.0
    return {k: round(v * 100.0 / total, 2) for k, v in amounts.items()}


def percent_to_grams(amounts, batch=1000.0):
    return {k: round(v * batch / 100.0, 1) for k, v in amounts.items()}


def batch_scale(amounts, factor=2.0):
    return {k: v * factor for k, v in amounts.items()}
