"""The pattern slot's own rule for debug modes switched on in code (Bandit knows only Flask's run).

Owns the shapes that turn a web framework's debug mode, interactive debugger or tracebacks served to the
client on with a literal: `DEBUG = True` in a settings module, `app.debug = True`, `web.config.debug = True`,
`app.config["DEBUG"] = True`, Tornado's `serve_traceback` and CherryPy's `request.show_tracebacks`,
`config.update(DEBUG=True)`, `run(debug=True)` and `Application(debug=True)`, a werkzeug
`run_simple(use_debugger=True)` or `DebuggedApplication(evalex=True)`, `bottle.debug(True)`.
A value read from the environment or configuration is the operator's choice and never reported, unless
its default turns the flag on for every deployment that does not set it; neither is a line Bandit's
own B201 already reports.
"""

from __future__ import annotations

import ast
import re

from agent_providers.builtin.pattern_source import ParsedFile, last_name
from agent_providers.builtin.python_idioms import NEEDS_DEBUG, event_loop_debug, on_by_default
from tickets.models import Evidence, Finding, Location, Severity

# Keyword arguments that switch a debugger or debug mode on, by the calls (last names) that take them
# as an application's or server's setting.
DEBUG_KEYWORDS = {"debug": frozenset({"run", "run_simple", "Application", "Flask", "Bottle", "serve", "make_app",
                                      "create_app", "Starlette", "FastAPI", "Sanic", "dict", "Configurator",
                                      "make_server", "run_app", "start"}),
                  "serve_traceback": frozenset({"Application", "dict"}),
                  "use_debugger": frozenset({"run_simple"}), "evalex": frozenset({"DebuggedApplication"})}
_APP = re.compile(r"^(app|application|server|api|wsgi_app|flask_app)$")
# Calls whose first argument switches debug mode on (bottle.debug(True)).
DEBUG_CALLS = frozenset({"debug", "set_debug"})
_DEBUG_NAME = re.compile(r"^(DEBUG|TEMPLATE_DEBUG|FLASK_DEBUG|DEBUG_TB_ENABLED|debug)$")
# Framework settings, by their key, that send a request's traceback to the client: Tornado's (and so Jupyter
# Server's) `serve_traceback`, CherryPy's `request.show_tracebacks`, a Twisted web Site's `displayTracebacks`.
# Flask-DebugToolbar's DEBUG_TB_ENABLED shows every client a panel of the request, the configuration and the queries.
TRACEBACK_SETTINGS = frozenset({"serve_traceback", "request.show_tracebacks", "DEBUG_TB_ENABLED", "displayTracebacks"})
# Module-level configuration objects whose `debug` attribute is the framework's debug mode (web.py's web.config).
_CONFIG_OBJECTS = frozenset({"web.config"})
_FIX = "Read the debug flag from configuration that defaults to off, and never enable a debugger in production."


def on(node: ast.AST | None) -> bool:
    """A literal that switches a flag on: True, 1, "1", "true", "yes", "on"."""
    if not isinstance(node, ast.Constant):
        return False
    value = node.value
    return value is True or value == 1 and not isinstance(value, bool) or \
        isinstance(value, str) and value.strip().lower() in ("1", "true", "yes", "on")


def debug_lines(parsed: ParsedFile) -> list[tuple[int, str]]:
    """(line, what) for every literal that switches a debug mode on in the file, and every environment lookup
    whose default does (`DEBUG = os.environ.get("APP_DEBUG", "true") == "true"`)."""
    found: list[tuple[int, str]] = []
    off = debug_off(parsed.tree)
    for node in ast.walk(parsed.tree):
        if isinstance(node, (ast.Assign, ast.AnnAssign)) and node.value is not None \
                and (on(node.value) or on_by_default(node.value, parsed.dotted)):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            found += [(node.lineno, f"{ast.unparse(t)} = {ast.unparse(node.value)}")
                      for t in targets if _debug_target(t) and not (off and _name_of(t) in NEEDS_DEBUG)]
        elif isinstance(node, ast.Call):
            what = debug_call(parsed, node)
            if what:
                found.append((node.lineno, what))
        elif isinstance(node, ast.Dict):  # cherrypy.config.update({"request.show_tracebacks": True})
            found += [(key.lineno, f"{ast.unparse(key)}: {ast.unparse(value)}")
                      for key, value in zip(node.keys, node.values, strict=True)
                      if isinstance(key, ast.Constant) and key.value in TRACEBACK_SETTINGS and on(value)]
    return sorted(set(found))


def debug_off(tree: ast.Module) -> bool:
    """Whether the module switches Django's DEBUG off for good: one module-level `DEBUG = False` (or 0) and no
    other binding of it anywhere in the module (an import of it, or of everything, is one)."""
    values = [node.value for node in tree.body if isinstance(node, ast.Assign)
              for target in node.targets if isinstance(target, ast.Name) and target.id == "DEBUG"]
    stores = [node for node in ast.walk(tree) if isinstance(node, ast.Name) and node.id == "DEBUG"
              and isinstance(node.ctx, ast.Store)
              or isinstance(node, ast.alias) and (node.asname or node.name) in ("DEBUG", "*")]
    return len(values) == 1 == len(stores) and isinstance(values[0], ast.Constant) and values[0].value in (False, 0)


def _name_of(target: ast.expr) -> str:
    return target.id if isinstance(target, ast.Name) else ""


def findings(parsed: ParsedFile, bandit_lines: set[int]) -> list[Finding]:
    """One finding per debug switch, except on lines Bandit's B201 already reports."""
    return [_finding(parsed, line, what) for line, what in debug_lines(parsed) if line not in bandit_lines]


def _debug_target(target: ast.expr) -> bool:
    """`DEBUG = ...`, `app.debug = ...` (an application object), `web.config.debug = ...`, `config["DEBUG"] = ...`,
    `settings["serve_traceback"] = ...`, `site.displayTracebacks = ...`."""
    if isinstance(target, ast.Name):  # `displayTracebacks = True` in a class body: a Twisted Site's own setting
        return bool(_DEBUG_NAME.match(target.id)) and target.id.isupper() or target.id in TRACEBACK_SETTINGS
    if isinstance(target, ast.Attribute):
        owner = target.value.attr if isinstance(target.value, ast.Attribute) else getattr(target.value, "id", "")
        if target.attr in TRACEBACK_SETTINGS:  # `site.displayTracebacks = True`: no other object has that name
            return True
        return target.attr == "debug" and (bool(_APP.match(owner)) or ast.unparse(target.value) in _CONFIG_OBJECTS)
    if isinstance(target, ast.Subscript) and isinstance(target.slice, ast.Constant):
        key = target.slice.value
        return isinstance(key, str) and (key.isupper() and bool(_DEBUG_NAME.match(key)) or key in TRACEBACK_SETTINGS)
    return False


def debug_call(parsed: ParsedFile, call: ast.Call) -> str:
    name = last_name(parsed.call_name(call))
    for keyword in call.keywords:
        owners = DEBUG_KEYWORDS.get(keyword.arg or "")
        if owners is not None and name in owners and on(keyword.value):
            return f"{name}({keyword.arg}={ast.unparse(keyword.value)})"
        if keyword.arg in ("DEBUG", "FLASK_DEBUG") and on(keyword.value):  # config.update(DEBUG=True)
            return f"{name}({keyword.arg}={ast.unparse(keyword.value)})"
    if name in DEBUG_CALLS and call.args and on(call.args[0]) and isinstance(call.func, (ast.Name, ast.Attribute)) \
            and not event_loop_debug(call):
        return f"{name}({ast.unparse(call.args[0])})"
    if parsed.call_name(call) == "cgitb.enable":  # shows tracebacks with local values to whoever made the request
        display = next((k.value for k in call.keywords if k.arg == "display"), call.args[0] if call.args else None)
        if display is None or on(display):
            return ast.unparse(call)
    return ""


def _finding(parsed: ParsedFile, line: int, what: str) -> Finding:
    symbol = parsed.symbol_at(line)
    quote = parsed.line(line).strip()
    return Finding(
        rule_id="pattern.debug-enabled", category="debug-enabled",
        title=f"Debug mode switched on in code ({what})"[:200], lens="security", severity=Severity.MEDIUM, cwe=489,
        locations=[Location(path=parsed.path, start_line=line, end_line=line)], symbol=symbol[:300],
        claim=(f"Line {line} of {parsed.path} ({symbol}) switches a debug mode on with a literal ({what}): a "
               "debugger or detailed error pages in production let anyone reaching them read internals or run "
               "code.")[:2000],
        evidence=[Evidence(path=parsed.path, start_line=line, end_line=line, quote=quote[:4000],
                           note="debug switched on with a literal")],
        suggested_fix=_FIX)
