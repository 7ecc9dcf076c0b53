import ast


def evaluate(expr):
    return eval(expr)


def parse_list(text):

    return ast.literal_eval(text)
