import ast


class HandicapRule:
    """League secretaries type formulas like '(220 - avg) * 0.9'."""

    def __init__(self, formula):
        self.formula = formula

    def apply(self, average):
        return int(eval(self.formula, {"__builtins__": {}}, {"avg": average}))


def safe_constant(text):
    return ast.literal_eval(text)
