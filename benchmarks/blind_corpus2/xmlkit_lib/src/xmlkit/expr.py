"""Filter elements with small boolean expressions like "price > 10 and stock > 0"."""
import ast
import operator

_ALLOWED_NODES = (
    ast.Expression, ast.BoolOp, ast.And, ast.Or, ast.UnaryOp, ast.Not, ast.Compare,
    ast.Eq, ast.NotEq, ast.Lt, ast.LtE, ast.Gt, ast.GtE, ast.Name, ast.Load, ast.Constant,
    ast.BinOp, ast.Add, ast.Sub, ast.Mult, ast.Div,
)


def _context(el):
    ctx = {}
    for child in el:
        text = (child.text or "").strip()
        try:
            ctx[child.tag] = float(text)
        except ValueError:
            ctx[child.tag] = text
    return ctx


def select(doc, expression, tag=None):
    """Return children of doc (or elements named tag) for which expression is true."""
    elements = doc.iter(tag) if tag else list(doc)
    return [el for el in elements if eval(expression, {}, _context(el))]


def compile_checked(expression):
    tree = ast.parse(expression, mode="eval")
    for node in ast.walk(tree):
        if not isinstance(node, _ALLOWED_NODES):
            raise ValueError(f"unsupported syntax: {type(node).__name__}")
    return compile(tree, "<xmlkit-expr>", "eval")


def select_checked(doc, expression, tag=None):
    code = compile_checked(expression)
    elements = doc.iter(tag) if tag else list(doc)
    return [el for el in elements if eval(code, {"__builtins__": {}}, _context(el))]
