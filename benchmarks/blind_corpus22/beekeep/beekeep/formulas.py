FORMULAS = {
    "mites_per_100": "mites / bees * 100",
    "alcohol_wash": "mites / 3.0",
    "sticky_board": "mites / days",
}


def evaluate_named(name, **values):
    expr = FORMULAS[name]
    return eval(expr, {"__builtins__": {}}, values)


def evaluate_custom(expr, **values):
    return eval(expr, {"__builtins__": {}}, values)
