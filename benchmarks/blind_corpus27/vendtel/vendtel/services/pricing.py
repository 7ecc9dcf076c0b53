import ast
import operator

OPS = {"+": operator.add, "-": operator.sub, "*": operator.mul}


def apply_rule(price, rule):
    # rule like "price * 1.05"
    return round(eval(rule, {"__builtins__": None}, {"price": price}), 2)


def apply_rule_safe(price, rule):
    op, _, operand = rule.partition(" ")
    value = ast.literal_eval(operand)
    return round(OPS[op](price, float(value)), 2)
