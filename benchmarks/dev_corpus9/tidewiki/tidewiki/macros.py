"""Inline macros: ``<<toc>>``, ``<<date %Y-%m-%d>>``, ``<<calc 24 * 7>>``."""
import ast
import datetime
import html
import re
import sys

MACRO = re.compile(r"&lt;&lt;(\w+)(?:\s+(.*?))?&gt;&gt;")
MACRO_NAME = re.compile(r"^[a-z][a-z0-9_]{0,31}$")


def _toc(arg, page):
    return '<nav class="toc" data-page="%d"></nav>' % page.id


def _date(arg, page):
    return datetime.date.today().strftime(arg or "%Y-%m-%d")


def _calc(arg, page):
    return str(eval(html.unescape(arg or "0"), {"__builtins__": {}}, {}))


HANDLERS = {"toc": _toc, "date": _date, "calc": _calc}


def build_dispatcher(names):
    """Compile ``dispatch(name, arg, page)`` as a chain of comparisons.

    Page rendering calls this for every macro occurrence, so it is built
    once from the registered handler names instead of doing dict lookups
    and attribute access at render time.
    """
    body = []
    for name in names:
        if not MACRO_NAME.match(name):
            raise ValueError("bad macro name %r" % name)
        body.append(ast.If(
            test=ast.Compare(left=ast.Name("name", ast.Load()), ops=[ast.Eq()], comparators=[ast.Constant(name)]),
            body=[ast.Return(ast.Call(ast.Name("h_" + name, ast.Load()), [ast.Name("arg", ast.Load()), ast.Name("page", ast.Load())], []))],
            orelse=[],
        ))
    body.append(ast.Return(ast.Constant(None)))
    func = ast.FunctionDef(
        name="dispatch",
        args=ast.arguments(posonlyargs=[], args=[ast.arg("name"), ast.arg("arg"), ast.arg("page")], kwonlyargs=[], kw_defaults=[], defaults=[]),
        body=body, decorator_list=[], returns=None,
        **({"type_params": []} if sys.version_info >= (3, 12) else {}),
    )
    module = ast.fix_missing_locations(ast.Module(body=[func], type_ignores=[]))
    namespace = {"h_" + n: HANDLERS[n] for n in names}
    exec(compile(module, "<macros>", "exec"), namespace)
    return namespace["dispatch"]


_dispatch = build_dispatcher(sorted(HANDLERS))


def expand_macros(html, page):
    def replace(m):
        result = _dispatch(m.group(1), m.group(2), page)
        return m.group(0) if result is None else result
    return MACRO.sub(replace, html)
