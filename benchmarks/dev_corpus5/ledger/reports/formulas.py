import ast
import decimal

SAFE_FUNCS = {'abs': abs, 'round': round, 'min': min, 'max': max, 'D': decimal.Decimal}


def parse_constants(text):
    """Constants are stored as a Python dict literal, e.g. {'tax': 0.13}."""
    if not text.strip():
        return {}
    value = ast.literal_eval(text)
    if not isinstance(value, dict):
        raise ValueError('constants must be a dict literal')
    return value


def evaluate_formula(formula, balances, constants=None):
    namespace = dict(SAFE_FUNCS)
    namespace.update(constants or {})
    namespace.update(balances)
    return eval(formula, {'__builtins__': None}, namespace)
