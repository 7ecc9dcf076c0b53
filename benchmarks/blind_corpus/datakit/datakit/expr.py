import ast
import operator

_ALLOWED_OPS = {ast.Add: operator.add, ast.Sub: operator.sub,
                ast.Mult: operator.mul, ast.Div: operator.truediv}


def evaluate(expression, **variables):
    """Evaluate a derived-column expression like ``price * qty``."""
    return eval(expression, {"__builtins__": None}, variables)


def compile_filter(expression):
    return eval("lambda row: " + expression)


def literal(text):
    return ast.literal_eval(text)


def arithmetic(expression, **variables):
    def walk(node):
        if isinstance(node, ast.Expression):
            return walk(node.body)
        if isinstance(node, ast.BinOp) and type(node.op) in _ALLOWED_OPS:
            return _ALLOWED_OPS[type(node.op)](walk(node.left), walk(node.right))
        if isinstance(node, ast.Constant) and isinstance(node.value, (int, float)):
            return node.value
        if isinstance(node, ast.Name) and node.id in variables:
            return variables[node.id]
        raise ValueError("unsupported expression")
    return walk(ast.parse(expression, mode="eval"))
