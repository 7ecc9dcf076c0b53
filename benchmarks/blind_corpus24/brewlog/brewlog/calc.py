import ast

FORMULAS = {
    "standard": lambda og, fg: (og - fg) * 131.25,
    "alternate": lambda og, fg: (76.08 * (og - fg) / (1.775 - og)) * (fg / 0.794),
}


def abv(og, fg, method="standard"):
    fn = FORMULAS.get(method, FORMULAS["standard"])
    return round(fn(og, fg), 2)


def abv_custom(og, fg, expression):
    return round(eval(expression, {"og": og, "fg": fg}), 2)


def parse_hop_schedule(text):
    # "[(60, 'Magnum', 20), (10, 'Saaz', 30)]"
    sched = ast.literal_eval(text)
    return [(int(t), str(h), float(g)) for t, h, g in sched]


def attenuation(og, fg):
    return round((og - fg) / (og - 1) * 100, 1)
