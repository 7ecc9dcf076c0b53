import ast


def transposition(rule_text, semitones):
    return eval(rule_text, {"__builtins__": {}}, {"s": semitones})


def operator_expr(expr, works):
    return eval(expr, {"works": works})


def grade_table(text):
    return ast.literal_eval(text)
