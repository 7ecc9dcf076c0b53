import math

IBU_MODELS = {
    "tinseth": "1.65 * 0.000125 ** (og - 1) * (1 - math.exp(-0.04 * time)) / 4.15 * alpha * grams * 10 / litres",
    "rager": "grams * util * alpha * 10 / (litres * (1 + max(0, (og - 1.050) / 0.2)))",
}


def abv(og, fg):
    return round((og - fg) * 131.25, 2)


def ibu(recipe, model="tinseth"):
    if model not in IBU_MODELS:
        raise ValueError(f"unknown model {model}")
    total = 0.0
    for hop in recipe.hops:
        env = {"math": math, "og": recipe.og, "time": hop["time"], "alpha": hop["alpha"] / 100, "grams": hop["amount"] * 1000, "litres": recipe.batch_litres, "util": 0.25}
        total += eval(IBU_MODELS[model], {"__builtins__": {}}, env)
    return round(total, 1)


def evaluate(expression, **variables):
    return eval(expression, {"__builtins__": {}, "math": math}, variables)


def render_label_text(template, recipe):
    return eval("f" + repr(template), {}, {"r": recipe, "abv": abv(recipe.og, recipe.fg)})
