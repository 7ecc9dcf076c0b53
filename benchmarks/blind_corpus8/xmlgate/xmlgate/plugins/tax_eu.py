RATES = {"DE": 0.19, "FR": 0.20, "NL": 0.21, "IE": 0.23}


def apply(order):
    rate = RATES.get(order.get("country", ""), 0.0)
    return {"tax": round(order.get("net", 0) * rate, 2)}
