import ast
import operator

from ..celery_app import app

_OPS = {ast.Add: operator.add, ast.Sub: operator.sub, ast.Mult: operator.mul, ast.Div: operator.truediv,
        ast.Gt: operator.gt, ast.Lt: operator.lt, ast.Eq: operator.eq}


def _check(node, names):
    for n in ast.walk(node):
        if isinstance(n, (ast.Call, ast.Attribute, ast.Subscript, ast.Lambda)):
            raise ValueError("construct not allowed")
        if isinstance(n, ast.Name) and n.id not in names:
            raise ValueError("unknown name %s" % n.id)


@app.task
def evaluate_rule(rule, record):
    return eval(rule, {"__builtins__": {}}, dict(record))


@app.task
def evaluate_checked(rule, record):
    tree = ast.parse(rule, mode="eval")
    _check(tree, set(record))
    code = compile(tree, "<rule>", "eval")

    return eval(code, {"__builtins__": {}}, dict(record))


@app.task
def apply_transform(src, rows):
    ns = {}
    exec(src, ns)
    fn = ns["transform"]
    return [fn(r) for r in rows]
