import operator

_FUNCS = {"upper": str.upper, "lower": str.lower, "strip": str.strip, "len": len}
_CMP = {"eq": operator.eq, "ne": operator.ne, "lt": operator.lt, "gt": operator.gt}


def apply_pipeline(value, steps):
    for step in steps:
        value = _FUNCS[step](value)
    return value


def compare(op, left, right):
    return _CMP[op](left, right)


def computed_attribute(element, formula):
    """Evaluate ``formula`` with the element's attributes as variables."""
    scope = dict(element.attrib)
    return eval(formula, {"__builtins__": {}}, scope)
