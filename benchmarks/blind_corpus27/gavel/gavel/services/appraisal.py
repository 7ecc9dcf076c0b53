import statistics


def estimate_range(comparables, adjust):
    prices = [float(c["hammer"]) for c in comparables if "hammer" in c]
    if not prices:
        return 0, 0
    factor = eval(adjust)
    mid = statistics.median(prices) * float(factor)
    return round(mid * 0.8), round(mid * 1.2)


def premium(hammer, rate="0.25"):
    return round(float(hammer) * float(rate), 2)
