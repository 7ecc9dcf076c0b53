import ast
import shlex


def split(line):
    parts = shlex.split(line.strip())
    return (parts[0].upper(), parts[1:]) if parts else ("", [])


def parse_setting(value):
    return ast.literal_eval(value)


def filter_results(rows, expr):
    return [dict(r) for r in rows if eval(expr, {"__builtins__": {}}, {"r": dict(r)})]
