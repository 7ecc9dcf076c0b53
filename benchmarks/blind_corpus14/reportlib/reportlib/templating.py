"""Tiny ``{{ ... }}`` template renderer."""
import os
import re
from html import escape

_TAG = re.compile(r"{{\s*(.+?)\s*}}")


def _lookup(path, context):
    value = context
    for part in path.split("."):
        if part.startswith("_"):
            raise KeyError(part)
        value = value[part] if isinstance(value, dict) else getattr(value, part)
    return value


def render_string(template, context):
    """Substitute ``{{ dotted.name }}`` lookups; values are HTML-escaped."""
    return _TAG.sub(lambda m: escape(str(_lookup(m.group(1), context))), template)


def render_expression(template, context):
    """Like render_string but allows arithmetic, e.g. ``{{ total * 1.2 }}``."""
    return _TAG.sub(lambda m: escape(str(eval(m.group(1), {"__builtins__": {}}, dict(context)))), template)


def resolve_template(name, search_path):
    """Find a named template inside one of the configured directories."""
    for root in search_path:
        root = os.path.abspath(root)
        candidate = os.path.normpath(os.path.join(root, name))
        if os.path.commonpath([root, candidate]) != root:
            continue
        if os.path.isfile(candidate):
            with open(candidate, encoding="utf-8") as fh:
                return fh.read()
    raise LookupError(name)
