import ast
import hashlib

from rest_framework.response import Response


class ETagMixin:
    """Adds a weak ETag derived from the serialized payload."""

    def finalize_response(self, request, response, *args, **kwargs):
        response = super().finalize_response(request, response, *args, **kwargs)
        if request.method == "GET" and isinstance(response, Response) and response.status_code == 200:
            digest = hashlib.md5(repr(response.data).encode("utf-8")).hexdigest()
            response["ETag"] = 'W/"%s"' % digest
        return response


_ALLOWED_NODES = (ast.Expression, ast.BinOp, ast.UnaryOp, ast.Constant, ast.Add, ast.Sub, ast.Mult, ast.Div,
                  ast.USub, ast.UAdd, ast.Mod)


class ScoreMixin:
    """Lets clients post a tiny arithmetic expression to weight scores."""

    def compute_score(self, expr):
        tree = ast.parse(expr, mode="eval")
        for node in ast.walk(tree):
            if not isinstance(node, _ALLOWED_NODES):
                raise ValueError("disallowed syntax: %s" % type(node).__name__)
            if isinstance(node, ast.Constant) and not isinstance(node.value, (int, float)):
                raise ValueError("only numbers allowed")
        return eval(compile(tree, "<score>", "eval"), {"__builtins__": {}}, {})
