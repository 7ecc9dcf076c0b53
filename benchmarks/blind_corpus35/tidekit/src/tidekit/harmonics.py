import ast
import math

SPRING_NEAP = "0.5 * (1 + math.cos(2 * math.pi * phase))"


def evaluate_expression(expr, t_hours):
    """Evaluate a user-supplied constituent sum such as '1.2*cos(28.98*t) + 0.4*cos(30*t)'."""
    env = {"cos": math.cos, "sin": math.sin, "pi": math.pi, "t": t_hours}
    return eval(expr, env)


def parse_constituent_table(text):
    """Parse "{'M2': (1.21, 148.0), 'S2': (0.41, 190.2)}" as published by some harbour offices."""
    table = ast.literal_eval(text)
    return {name: (float(a), float(g)) for name, (a, g) in table.items()}


def spring_neap_factor(phase):
    return eval(SPRING_NEAP, {"math": math, "phase": float(phase)})
