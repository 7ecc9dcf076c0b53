def packet_price(element):
    rule = element.get("pricing") or "value"
    env = {"value": float(element.get("value", 0)), "sheets": int(element.get("sheets", 1))}
    return eval(rule, {"__builtins__": {}}, env)


def adjust(prices, expr):
    fn = eval(f"lambda p: {expr}")
    return [round(fn(p), 2) for p in prices]
