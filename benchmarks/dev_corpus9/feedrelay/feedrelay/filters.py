"""Per-folder item filters and title rewrites.

Filters decide whether an entry is shown, e.g. ``"kubernetes" in title and not "sponsored" in title``.
Folders created before 0.8 stored filters as Python expressions; those
are still honoured until the folder is edited.
"""
import ast

FIELDS = ("title", "summary", "link", "author")

_NODES = (
    ast.Expression, ast.BoolOp, ast.And, ast.Or, ast.UnaryOp, ast.Not, ast.Compare,
    ast.In, ast.NotIn, ast.Eq, ast.NotEq, ast.Name, ast.Load, ast.Constant,
)


class FilterError(ValueError):
    pass


def compile_filter(text):
    tree = ast.parse(text, mode="eval")
    for node in ast.walk(tree):
        if not isinstance(node, _NODES):
            raise FilterError("not allowed in filters: %s" % type(node).__name__)
        if isinstance(node, ast.Name) and node.id not in FIELDS:
            raise FilterError("unknown field %s" % node.id)
        if isinstance(node, ast.Constant) and not isinstance(node.value, str):
            raise FilterError("only string literals")
    code = compile(tree, "<filter>", "eval")

    def matches(entry):
        values = {f: (getattr(entry, f, "") or "").lower() for f in FIELDS}
        return bool(eval(code, {"__builtins__": {}}, values))
    return matches


def legacy_filter(text):
    def matches(entry):
        return bool(eval(text, {}, {"entry": entry, "title": entry.title, "summary": entry.summary}))
    return matches


def title_rewriter(spec):
    """``spec`` is an expression over ``title``, e.g. ``title.replace('[ad]', '')``."""
    if not spec:
        return lambda title: title
    return eval("lambda title: (%s)" % spec)
