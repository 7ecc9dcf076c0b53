"""Jinja2 environments that leave autoescaping off, and the templates they render.

Owns the taint slot's view of a template engine configured to print values as they are: a
`jinja2.Environment(...)` without `autoescape` (off by default) or with `autoescape=False`, and a
bare `jinja2.Template(source)` (always off). Whether that is a defect depends on what is rendered:
an HTML page (`get_template("report.html")`, markup in the template's own source) prints every value
into the page unescaped; a router config, a text e-mail or SQL would be corrupted by HTML escaping.
Read from the module's own syntax: the names an environment is bound to (`env`, `self.env`) and the
literal template names rendered through them.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Callable
from typing import NamedTuple

from agent_providers.builtin.taint_rules import HTML_TAG, TEMPLATE_ENVIRONMENTS
from agent_providers.builtin.taint_scope import dotted_name

BARE_TEMPLATES = frozenset({"jinja2.Template", "jinja2.environment.Template"})
_RENDER_METHODS = frozenset({"get_template", "select_template", "get_or_select_template", "from_string"})
# Template names by what they produce.
HTML_TEMPLATE = re.compile(r"\.(html?|xhtml|jinja2?\.html|html\.j2|html\.jinja2?)$", re.IGNORECASE)
TEXT_TEMPLATE = re.compile(r"\.(txt|text|conf|cfg|ini|ya?ml|json|sql|sh|md|rst|tex|csv|eml|py|js|css|toml|xml|"
                           r"j2|jinja2?|tmpl|tpl)$", re.IGNORECASE)


class TemplateRender(NamedTuple):
    line: int
    name: str  # the template's name, or "its own source" for markup given inline
    html: bool  # an HTML page (by its name, or markup in its inline source)
    quote: str = ""  # the inline source as written, when it is one plain line (for quoting)


class TemplateEnv(NamedTuple):
    """An environment (or bare template) that prints values unescaped, and what it renders."""

    line: int
    end_line: int
    how: str  # "autoescape=False", "no autoescape argument: off by default", "a bare jinja2.Template"
    renders: tuple[TemplateRender, ...]


def unescaped_environments(tree: ast.Module, canonical: Callable[[ast.AST], str | None]) -> list[TemplateEnv]:
    """Every environment or bare template in TREE that leaves autoescaping off, with what it renders."""
    bound: dict[str, tuple[ast.Call, str]] = {}  # name bound -> (the call, how autoescape is left off)
    inline: list[TemplateEnv] = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        canon = canonical(node.func)
        if canon in BARE_TEMPLATES and node.args and _literal(node.args[0]) is not None:
            source = _literal(node.args[0]) or ""
            render = TemplateRender(node.lineno, "its own source", bool(HTML_TAG.search(source)), _plain(source))
            inline.append(TemplateEnv(node.lineno, node.end_lineno or node.lineno, "a bare jinja2.Template",
                                      (render,)))
    for node in ast.walk(tree):
        if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.value, ast.Call):
            how = _left_off(node.value, canonical)
            name = dotted_name(node.targets[0])
            if how is not None and name is not None:
                bound[_short(name)] = (node.value, how)
    renders: dict[str, list[TemplateRender]] = {}
    for node in ast.walk(tree):
        if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
                and node.func.attr in _RENDER_METHODS and node.args):
            continue
        owner = dotted_name(node.func.value)
        if owner is None or _short(owner) not in bound:
            continue
        renders.setdefault(_short(owner), []).extend(_rendered(node))
    envs = [TemplateEnv(call.lineno, call.end_lineno or call.lineno, how, tuple(renders.get(name, ())))
            for name, (call, how) in bound.items()]
    return sorted(inline + envs)


def _left_off(call: ast.Call, canonical: Callable[[ast.AST], str | None]) -> str | None:
    if canonical(call.func) not in TEMPLATE_ENVIRONMENTS:
        return None
    setting = next((k.value for k in call.keywords if k.arg == "autoescape"), None)
    if setting is None:
        return None if any(k.arg is None for k in call.keywords) else "no autoescape argument: off by default"
    if isinstance(setting, ast.Constant) and setting.value in (False, None):
        return "autoescape=False"
    return None


def _rendered(call: ast.Call) -> list[TemplateRender]:
    argument = call.args[0]
    method = call.func.attr if isinstance(call.func, ast.Attribute) else ""
    if method == "from_string":
        source = _literal(argument)
        return [] if source is None else [TemplateRender(call.lineno, "its own source", bool(HTML_TAG.search(source)),
                                                         _plain(source))]
    names = argument.elts if isinstance(argument, (ast.List, ast.Tuple)) else [argument]
    found = []
    for item in names:
        name = _literal(item)
        if name is not None and (HTML_TEMPLATE.search(name) or TEXT_TEMPLATE.search(name)):
            found.append(TemplateRender(call.lineno, name, bool(HTML_TEMPLATE.search(name))))
    return found


def _plain(source: str) -> str:
    """SOURCE as the file shows it, when it has no escapes or line breaks to differ by."""
    return "" if "\\" in source or "\n" in source or "\r" in source else source


def _short(name: str) -> str:
    """`self.env` and `env` alike: an environment kept on an object is found by its attribute."""
    return name.rsplit(".", 1)[-1]


def _literal(node: ast.AST) -> str | None:
    return node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) else None
