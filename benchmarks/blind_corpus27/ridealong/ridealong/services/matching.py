ALLOWED = {"origin", "destination", "depart"}


def build_clause(args):
    parts = []
    for key, value in args.items():
        if key in ALLOWED:
            parts.append(f"{key} = '{value}'")
    return " AND ".join(parts) or "1=1"


def score_match(weights, detour):
    expr = f"({weights}) / (1 + {float(detour)})"
    return eval(expr)
