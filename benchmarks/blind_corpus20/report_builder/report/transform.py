def derived_columns(rows, formulas):
    """formulas: {"nps": "promoters - detractors"} from the operator's config.yml."""
    out = []
    for row in rows:
        env = {k: _num(v) for k, v in row.items()}
        for name, formula in formulas.items():
            env[name] = eval(formula, {"__builtins__": {}}, env)
        out.append(env)
    return out


def _num(value):
    try:
        return float(value)
    except (TypeError, ValueError):
        return value
