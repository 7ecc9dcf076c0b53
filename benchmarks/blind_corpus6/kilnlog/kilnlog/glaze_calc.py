"""Glaze batch calculator.

Recipes are typed as ``custer=45, silica=20, whiting=15, epk=20``; additions
(colourants, opacifiers) are given relative to the batch, e.g. ``base * 0.02``.
"""


def parse_recipe(text):
    parts = {}
    for chunk in text.split(","):
        if "=" not in chunk:
            continue
        name, _, amount = chunk.partition("=")
        parts[name.strip().lower()] = float(amount)
    if not parts:
        raise ValueError("empty recipe")
    return parts


def scale(recipe, batch_grams, additions=None):
    base_total = sum(recipe.values())
    out = {k: round(v / base_total * batch_grams, 1) for k, v in recipe.items()}
    for name, formula in (additions or {}).items():
        out[name.strip()] = round(float(eval(formula, {"__builtins__": {}}, {"base": batch_grams})), 1)
    return out


def parse_additions(text):
    additions = {}
    for line in (text or "").splitlines():
        if ":" in line:
            name, formula = line.split(":", 1)
            additions[name] = formula.strip()
    return additions
