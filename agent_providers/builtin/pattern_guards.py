"""Guards that make a sink harmless, read off the code's structure at the sink itself.

Owns three structural checks, none of which follows data flow across statements:
- constant-false conditions: the sink sits under `if False:`, `if 0:`, `if X and False`,
  `if TYPE_CHECKING:` or a module constant assigned a falsy literal exactly once;
- the sink's payload argument is a constant, or is wrapped at the call in a sanitiser
  that fits the category (shlex.quote, html.escape, int(), os.path.basename, ...), or is
  a local name assigned exactly once from such an expression;
- the call uses a safe or parameterised form (execute with a constant query and a
  params argument, yaml.load with a safe Loader, usedforsecurity=False, defusedxml).
"""

from __future__ import annotations

import ast
import fnmatch
from typing import NamedTuple

from agent_providers.builtin import pattern_cookies, pattern_protocols, pattern_sinks, pattern_xml
from agent_providers.builtin.cookie_settings import constant_cookie_value
from agent_providers.builtin.pattern_sinks import CLAUSE_KEYWORDS, CLAUSE_METHODS, HEADER_SETTERS
from agent_providers.builtin.pattern_source import ParsedFile, last_name
from agent_providers.builtin.python_idioms import UNSAFE_YAML_BASES, block_statements, parameters, system_randoms
from twokey.kernel.pysource import Means

# Categories where "the value is a constant or sanitised" disproves the finding.
TAINT_CATEGORIES = frozenset({
    "command-injection", "sql-injection", "code-injection", "path-traversal", "xss",
    "open-redirect", "ssrf", "xpath-injection", "ldap-injection", "trust-boundary",
    "unsafe-deserialization", "xxe", "header-injection", "log-injection", "template-injection",
})

# Universal sanitisers: values that can only be numbers or booleans.
_NUMERIC = ("int", "float", "bool", "len", "abs", "round", "uuid.UUID")
_URL_QUOTE = ("urllib.parse.quote", "urllib.parse.quote_plus", "urllib.quote", "urllib.quote_plus")
_HTML_ESCAPE = ("html.escape", "markupsafe.escape", "flask.escape", "cgi.escape", "escape",
                "django.utils.html.escape", "django.utils.html.conditional_escape", "bleach.clean",
                "jinja2.escape", "*.escape", "tornado.escape.xhtml_escape", "*.xhtml_escape")
SANITISERS: dict[str, tuple[str, ...]] = {
    "command-injection": ("shlex.quote", "pipes.quote", "shlex.join", *_URL_QUOTE),
    "sql-injection": _URL_QUOTE,
    "xss": (*_HTML_ESCAPE, *_URL_QUOTE),
    "template-injection": _HTML_ESCAPE,
    "path-traversal": ("os.path.basename", "posixpath.basename", "ntpath.basename", "basename",
                       "werkzeug.utils.secure_filename", "secure_filename", "*.secure_filename"),
    "open-redirect": ("flask.url_for", "url_for", "django.urls.reverse", "reverse"),
    "xpath-injection": _URL_QUOTE,
    "ldap-injection": ("ldap.filter.escape_filter_chars", "ldap3.utils.conv.escape_filter_chars",
                       "escape_filter_chars", "ldap.dn.escape_dn_chars", "escape_dn_chars", "ldap.filter.filter_format",
                       *_URL_QUOTE),
}
_PAYLOAD_KEYWORDS = ("args", "cmd", "command", "sql", "query", "statement", "url", "location",
                     "path", "file", "filename", "source", "string", "text", "expression", "data", "stream")
_PARAM_KEYWORDS = ("params", "parameters", "args", "vars", "values")
_SAFE_YAML_LOADERS = ("SafeLoader", "CSafeLoader", "BaseLoader", "CBaseLoader")
# Categories where a value the local operator chooses (argv, environment, input(), stdin) is
# no defect: the operator could open, fetch or visit the target directly.
OPERATOR_CATEGORIES = frozenset({"path-traversal", "ssrf", "open-redirect"})
_OPERATOR_VALUES = ("sys.argv", "os.environ")  # read by subscript or .get()
_OPERATOR_CALLS = ("input", "raw_input", "os.getenv", "os.environ.get", "sys.stdin.read", "sys.stdin.readline")
# Calls that only combine their arguments into a path or string: safe when every argument is.
_COMBINERS = ("os.path.join", "posixpath.join", "os.path.abspath", "os.path.normpath", "os.path.realpath",
              "os.path.expanduser", "os.path.dirname", "str", "pathlib.Path", "Path")
_ARGV_RUNNERS = ("subprocess.run", "subprocess.call", "subprocess.Popen", "subprocess.check_call",
                 "subprocess.check_output")
_SHELLS = ("sh", "bash", "zsh", "dash", "ksh", "cmd", "cmd.exe", "powershell", "pwsh")
_MAX_DEPTH = 4


class Guard(NamedTuple):
    line: int  # the line whose text proves the guard
    reason: str


# -- constant-false conditions ------------------------------------------------------------


def module_constants(parsed: ParsedFile, attr_stores: set[str]) -> dict[str, object]:
    """Module names bound exactly once in the file, at module level, to a literal, and never
    assigned as an attribute anywhere in the project."""
    stores: dict[str, int] = {}
    for node in ast.walk(parsed.tree):
        for name in _bound_names(node):
            stores[name] = stores.get(name, 0) + 1
    constants: dict[str, object] = {}
    for node in parsed.tree.body:
        if isinstance(node, (ast.Assign, ast.AnnAssign)) and isinstance(node.value, ast.Constant):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            for target in targets:
                if isinstance(target, ast.Name) and stores.get(target.id) == 1 and target.id not in attr_stores:
                    constants[target.id] = node.value.value
    return constants


def constant_false_guard(parsed: ParsedFile, line: int, constants: dict[str, object]) -> Guard | None:
    """The `if`/`while` whose constant condition keeps LINE from ever running."""
    node = parsed.statement_at(line)
    if node is None:
        return None
    child: ast.AST = node
    for ancestor in parsed.ancestors(node):
        if isinstance(ancestor, (ast.If, ast.While)):
            in_body = any(child is stmt for stmt in ancestor.body)
            in_else = any(child is stmt for stmt in ancestor.orelse)
            value = truth(parsed, ancestor.test, constants)
            if (in_body and value is False) or (in_else and value is True and isinstance(ancestor, ast.If)):
                branch = "body" if in_body else "else branch"
                keyword = "if" if isinstance(ancestor, ast.If) else "while"
                return Guard(ancestor.lineno, f"the sink is in the {branch} of `{keyword}` on line "
                                              f"{ancestor.lineno}, whose condition is constantly "
                                              f"{'false' if in_body else 'true'}, so it never runs")
        child = ancestor
    return None


def truth(parsed: ParsedFile, expr: ast.expr, constants: dict[str, object]) -> bool | None:
    """The constant truth value of EXPR, or None when it is not constant."""
    if isinstance(expr, ast.Constant):
        return bool(expr.value)
    if isinstance(expr, (ast.Name, ast.Attribute)):
        if parsed.dotted(expr) in ("typing.TYPE_CHECKING", "TYPE_CHECKING"):
            return False
        if isinstance(expr, ast.Name) and expr.id in constants:
            return bool(constants[expr.id])
        return None
    if isinstance(expr, ast.UnaryOp) and isinstance(expr.op, ast.Not):
        inner = truth(parsed, expr.operand, constants)
        return None if inner is None else not inner
    if isinstance(expr, ast.BoolOp):
        values = [truth(parsed, v, constants) for v in expr.values]
        decisive = isinstance(expr.op, ast.Or)  # True decides an `or`, False decides an `and`
        if decisive in values:
            return decisive
        return (not decisive) if all(v is not None for v in values) else None
    return None


# -- sanitised, constant and parameterised calls ----------------------------------------


def safe_call(parsed: ParsedFile, call: ast.Call, category: str) -> Guard | None:
    """Why this sink call is harmless for CATEGORY, judged at the call itself, or None."""
    api = _safe_api(parsed, call, category)
    if api:
        return Guard(call.lineno, api)
    if category not in TAINT_CATEGORIES:
        return None
    if category == "sql-injection" and _parameterised(parsed, call):
        return Guard(call.lineno, "the query is a constant string with placeholders and the values go in a "
                                  "separate params argument (a parameterised call)")
    payload = payload_argument(call, category)
    if payload is None:
        return None
    if category == "command-injection":
        program = _list_program(parsed, call, payload)
        if program:
            return Guard(call.lineno, program)
    why = safe_value(parsed, payload, category, call.lineno)
    return Guard(call.lineno, f"the sink's argument {why}") if why else None


def safe_value(parsed: ParsedFile, expr: ast.expr, category: str, line: int, depth: int = 0) -> str | None:
    """'is a constant' / 'is wrapped in X' when EXPR cannot carry attacker text, else None."""
    if depth > _MAX_DEPTH:
        return None
    if isinstance(expr, ast.Constant):
        return "is a constant"
    if category in OPERATOR_CATEGORIES:
        chosen = _operator_source(parsed, expr)
        if chosen:
            return (f"is {chosen} on line {expr.lineno}, chosen by whoever runs the program (the operator "
                    "already controls this machine: no trust boundary is crossed)")
    if isinstance(expr, ast.Call):
        name = parsed.call_name(expr)
        if _is_sanitiser(name, category):
            return f"is wrapped in the sanitiser {name}()"
        if name in _COMBINERS and not expr.keywords and expr.args:
            return _all_safe(parsed, list(expr.args), category, line, depth, f"is {name}() of")
        if isinstance(expr.func, ast.Attribute) and expr.func.attr == "geturl" and not expr.args \
                and isinstance(expr.func.value, ast.Name) and category in _HOST_CATEGORIES:
            # a split URL's text again: its host is the one the split's checks saw
            return _block_guard(parsed, expr.func.value.id, category, line, depth)
        if isinstance(expr.func, ast.Attribute) and expr.func.attr == "format" \
                and isinstance(expr.func.value, ast.Constant):
            parts = [*expr.args, *(k.value for k in expr.keywords)]
            return _all_safe(parsed, parts, category, line, depth, "formats a constant template with")
        return None
    if isinstance(expr, ast.JoinedStr):
        parts = [v.value for v in expr.values if isinstance(v, ast.FormattedValue)]
        return _all_safe(parsed, parts, category, line, depth, "is an f-string of")
    if isinstance(expr, ast.BinOp) and isinstance(expr.op, (ast.Add, ast.Mod)):
        right = expr.right.elts if isinstance(expr.right, ast.Tuple) and isinstance(expr.op, ast.Mod) else [expr.right]
        return _all_safe(parsed, [expr.left, *right], category, line, depth, "is built only from")
    if isinstance(expr, (ast.List, ast.Tuple)):
        return _all_safe(parsed, list(expr.elts), category, line, depth, "is a list of")
    if isinstance(expr, ast.Name):
        return (_block_guard(parsed, expr.id, category, line, depth)
                or _single_assignment(parsed, expr.id, category, line, depth))
    return None


# Sinks whose dangerous argument is not the first: an LDAP search takes (base, scope, filter).
_PAYLOAD_POSITION = {"ldap-injection": (2, "filterstr")}


# Methods whose danger is the object they are called on, not their arguments: an archive whose
# member names become paths, a Path that is opened, read or written.
_RECEIVER_SINKS = frozenset({"extractall", "extract", "read_text", "read_bytes", "write_text", "write_bytes", "unlink",
                             "rmdir", "touch"})


_NUMPY_LOADS = frozenset({"numpy.load"})


def payload_argument(call: ast.Call, category: str = "") -> ast.expr | None:
    func = call.func
    if category == "path-traversal" and isinstance(func, ast.Attribute) and (
            func.attr in _RECEIVER_SINKS or func.attr == "open" and isinstance(func.value, ast.Call)):
        return func.value  # Path(name).open(): the path is the object, not an argument
    if category == "open-redirect" and isinstance(func, ast.Attribute) and func.attr in HEADER_SETTERS \
            and len(call.args) == 2:
        return call.args[1]  # send_header("Location", url): the header's value
    if category == "sql-injection" and isinstance(func, ast.Attribute) and func.attr in CLAUSE_METHODS:
        clause = next((k.value for k in call.keywords if k.arg in CLAUSE_KEYWORDS), None)
        if clause is not None:
            return clause  # db.select("companies", where="country = '%s'" % c): the SQL is the clause, not the table
    if category == "ssrf" and isinstance(func, ast.Attribute) and func.attr == "request":
        # requests.request("GET", url), httpx's, treq's, a session's or a PoolManager's: the method comes first
        url = next((k.value for k in call.keywords if k.arg == "url"), None)
        return call.args[1] if len(call.args) > 1 and not isinstance(call.args[1], ast.Starred) else url
    position, keyword_name = _PAYLOAD_POSITION.get(category, (0, ""))
    if position:
        if len(call.args) > position and not any(isinstance(a, ast.Starred) for a in call.args[:position + 1]):
            return call.args[position]
        return next((k.value for k in call.keywords if k.arg == keyword_name), None)
    if call.args and not isinstance(call.args[0], ast.Starred):
        return call.args[0]
    for keyword in call.keywords:
        if keyword.arg in _PAYLOAD_KEYWORDS:
            return keyword.value
    return None


def _all_safe(parsed: ParsedFile, parts: list[ast.expr], category: str, line: int, depth: int, lead: str) -> str | None:
    reasons = []
    for part in parts:
        why = safe_value(parsed, part, category, line, depth + 1)
        if why is None:
            return None
        reasons.append(why)
    details = sorted({r for r in reasons if r != "is a constant"})
    if not details:
        return "is a constant"
    return f"{lead} parts that are constant or sanitised ({'; '.join(details)})"


def _single_assignment(parsed: ParsedFile, name: str, category: str, line: int, depth: int) -> str | None:
    """NAME is a local assigned exactly once before LINE (or a module name assigned exactly
    once at module level), from an expression that is itself safe."""
    scope = parsed.function_at(line)
    func = scope.node if scope is not None and not isinstance(scope.node, ast.ClassDef) else None
    if func is not None and name in parameters(func):
        return None
    binds = _bindings(func, name) if func is not None else []
    local = func is not None and bool(binds)
    if not local:
        binds = _bindings(parsed.tree, name)
    if len(binds) != 1 or _mutates(func if func is not None and local else parsed.tree, name):
        return None
    statement = parsed.parents.get(binds[0])
    if not (isinstance(statement, ast.Assign) and statement.targets == [binds[0]]):
        return None
    if local and statement.lineno >= line:
        return None
    if not local and statement not in parsed.tree.body:
        return None
    why = safe_value(parsed, statement.value, category, statement.lineno, depth + 1)
    return f"is `{name}`, assigned once on line {statement.lineno}, which {why}" if why else None


def _block_guard(parsed: ParsedFile, name: str, category: str, line: int, depth: int) -> str | None:
    """Within the sink's own block, the nearest earlier statement that touches NAME is either
    an unconditional safe assignment (`check = "uptime"`) or an allowlist test that resets
    or leaves (`if target not in ALLOWED: target = "/"`)."""
    statement = parsed.statement_at(line)
    block = _enclosing_block(parsed, statement) if statement is not None else None
    if statement is None or block is None:
        return None
    earlier = block[: block.index(statement)]
    hosts = category in _HOST_CATEGORIES
    parsed_urls = _parsed_urls(parsed, earlier, name) if hosts else frozenset()
    for previous in reversed(earlier):
        if isinstance(previous, ast.If) and hosts and _host_allowlist(parsed, previous, name, parsed_urls):
            return (f"is `{name}`, whose host is checked against an allowlist on line {previous.lineno}, and "
                    "rejected otherwise")
        if isinstance(previous, ast.If) and _allowlist_reset(previous, name, hosts):
            return (f"is `{name}`, checked on line {previous.lineno} (allowlist membership or prefix containment) "
                    "and replaced or rejected otherwise")
        if _mutates(previous, name):
            return None  # `parts.append(user_value)` changes what the name holds
        if not any(name in _bound_names(node) for node in ast.walk(previous)):
            continue
        if isinstance(previous, ast.Assign) and len(previous.targets) == 1 \
                and isinstance(previous.targets[0], ast.Name):
            why = safe_value(parsed, previous.value, category, previous.lineno, depth + 1)
            return f"is `{name}`, last assigned on line {previous.lineno}, which {why}" if why else None
        return None
    return None


def _enclosing_block(parsed: ParsedFile, statement: ast.stmt) -> list[ast.stmt] | None:
    parent = parsed.parents.get(statement)
    for field_name in ("body", "orelse", "finalbody"):
        block = getattr(parent, field_name, None)
        if isinstance(block, list) and any(s is statement for s in block):
            return block
    return None


def _allowlist_reset(node: ast.If, name: str, hosts: bool = False) -> bool:
    """`if NAME not in ALLOWED:` or `if not NAME.startswith(BASE):` whose body leaves or resets NAME (to a constant, or
    to what a call given constants alone builds: a named route's URL)."""
    # Either condition alone must trigger the rejection: the test itself, or one arm of an `or`.
    arms = node.test.values if isinstance(node.test, ast.BoolOp) and isinstance(node.test.op, ast.Or) else [node.test]
    # "/" alone closes nothing (`//evil.example` starts with it) unless another arm refuses what starts with "//"
    relative = hosts and any(_starts_with(arm, name, "//") for arm in arms)
    if not any(_is_not_in(arm, name) or _is_not_startswith(arm, name, hosts and not relative) for arm in arms):
        return False
    last = node.body[-1]
    if isinstance(last, (ast.Return, ast.Raise)):
        return True
    if isinstance(last, ast.Expr) and isinstance(last.value, ast.Call):
        func = last.value.func
        return (getattr(func, "id", None) or getattr(func, "attr", None)) in ("abort", "exit")
    return (isinstance(last, ast.Assign) and _fixed_value(last.value)
            and any(isinstance(t, ast.Name) and t.id == name for t in last.targets))


def _fixed_value(value: ast.expr) -> bool:
    """A constant, or a call given constants alone: the URL of a named route (`request.route_url("home")`,
    `url_for("index")`, `reverse("home")`), which the program builds whatever was asked."""
    if isinstance(value, ast.Constant):
        return True
    return isinstance(value, ast.Call) and isinstance(value.func, ast.Name | ast.Attribute) \
        and all(isinstance(arg, ast.Constant) for arg in value.args) \
        and all(isinstance(keyword.value, ast.Constant) for keyword in value.keywords)


# Where a host allowlist decides: the request sent, or the redirect followed.
_HOST_CATEGORIES = frozenset({"ssrf", "open-redirect"})
_URL_SPLITTERS = frozenset({"urlparse", "urlsplit"})


def _parsed_urls(parsed: ParsedFile, block: list[ast.stmt], name: str) -> frozenset[str]:
    """The names whose `hostname` is NAME's host: those BLOCK assigns `urlsplit(NAME)` or `urlparse(NAME)` to
    (`parts = urlsplit(src)`), and NAME itself where BLOCK last assigns it a split URL (`parts.geturl()`)."""
    found: set[str] = set()
    for statement in block:
        if not (isinstance(statement, ast.Assign) and len(statement.targets) == 1
                and isinstance(statement.targets[0], ast.Name)):
            continue
        target = statement.targets[0].id
        if _splits(parsed, statement.value, name) or target == name and _splits(parsed, statement.value):
            found.add(target)
        elif target == name:
            found.discard(name)
    return frozenset(found)


def _splits(parsed: ParsedFile, node: ast.expr, name: str | None = None) -> bool:
    """NODE is `urlsplit(NAME)` or `urlparse(NAME)` (of anything, without NAME)."""
    return isinstance(node, ast.Call) and last_name(parsed.call_name(node)) in _URL_SPLITTERS and bool(node.args) \
        and (name is None or isinstance(node.args[0], ast.Name) and node.args[0].id == name)


def _host_allowlist(parsed: ParsedFile, node: ast.If, name: str, parsed_urls: frozenset[str]) -> bool:
    """`if urlsplit(NAME).hostname not in HOSTS:` (or `parts.hostname`, `parts.netloc`, one arm of an `or`) whose
    body leaves or sets NAME to a constant, HOSTS a literal collection or a module-level name: past it, NAME's host
    is one the program allows (or NAME is the fixed value)."""
    arms = node.test.values if isinstance(node.test, ast.BoolOp) and isinstance(node.test.op, ast.Or) else [node.test]
    last = node.body[-1]
    leaves = isinstance(last, (ast.Return, ast.Raise)) or isinstance(last, ast.Expr) \
        and isinstance(last.value, ast.Call)
    resets = any(isinstance(s, ast.Assign) and isinstance(s.value, ast.Constant)
                 and any(isinstance(t, ast.Name) and t.id == name for t in s.targets) for s in node.body)
    if not (leaves or resets):  # past the `if`, NAME passed the check or holds a fixed value
        return False
    for arm in arms:
        if not (isinstance(arm, ast.Compare) and len(arm.ops) == 1 and isinstance(arm.ops[0], ast.NotIn)):
            continue
        left = arm.left
        if isinstance(left, ast.Attribute) and left.attr in ("hostname", "netloc"):
            owner = left.value
            if (isinstance(owner, ast.Name) and owner.id in parsed_urls or _splits(parsed, owner, name)) \
                    and _fixed_collection(parsed, arm.comparators[0]):
                return True
    return False


def _fixed_collection(parsed: ParsedFile, node: ast.expr) -> bool:
    """NODE is a literal set, tuple or list of constants, or a name the module's top level assigns."""
    if isinstance(node, (ast.Set, ast.Tuple, ast.List)):
        return all(isinstance(e, ast.Constant) for e in node.elts)
    return isinstance(node, ast.Name) and any(
        isinstance(s, (ast.Assign, ast.AnnAssign)) and any(isinstance(t, ast.Name) and t.id == node.id
                                                          for t in (s.targets if isinstance(s, ast.Assign)
                                                                    else [s.target]))
        for s in parsed.tree.body)


def _is_not_in(test: ast.expr, name: str) -> bool:
    return (isinstance(test, ast.Compare) and len(test.ops) == 1 and isinstance(test.ops[0], ast.NotIn)
            and isinstance(test.left, ast.Name) and test.left.id == name)


def _is_not_startswith(node: ast.AST, name: str, hosts: bool = False) -> bool:
    """`not NAME.startswith(PREFIX)`; for a URL (HOSTS), only a prefix that ends a host or a path segment with a
    slash: `"/"` alone lets `//evil.example` through, and a site's URL without one lets `example.org.evil.net`."""
    if not (isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not) and isinstance(node.operand, ast.Call)):
        return False
    call = node.operand
    func = call.func
    if not (isinstance(func, ast.Attribute) and func.attr == "startswith"
            and isinstance(func.value, ast.Name) and func.value.id == name):
        return False
    return not hosts or (len(call.args) == 1 and _closed_prefix(call.args[0]))


def _starts_with(node: ast.AST, name: str, text: str) -> bool:
    """`NAME.startswith(TEXT)`."""
    return isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "startswith" \
        and isinstance(node.func.value, ast.Name) and node.func.value.id == name and len(node.args) == 1 \
        and isinstance(node.args[0], ast.Constant) and node.args[0].value == text


def _closed_prefix(prefix: ast.expr) -> bool:
    """A URL prefix that ends with a slash after a host or a path segment: `"https://example.org/"`, `"/app/"`,
    `request.application_url + "/"`."""
    if isinstance(prefix, ast.BinOp) and isinstance(prefix.op, ast.Add):
        return isinstance(prefix.right, ast.Constant) and isinstance(prefix.right.value, str) \
            and prefix.right.value.endswith("/")
    if isinstance(prefix, ast.Constant) and isinstance(prefix.value, str):
        return prefix.value.endswith("/") and prefix.value.strip("/") != "" and not prefix.value.startswith("//")
    return False


_MUTATORS = frozenset({"append", "extend", "insert", "update", "setdefault", "add", "appendleft",
                       "extendleft", "write", "__setitem__"})


def _mutates(region: ast.AST, name: str) -> bool:
    """Whether REGION changes the object NAME holds in place (a mutating method or an item store)."""
    for node in ast.walk(region):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr in _MUTATORS:
            if isinstance(node.func.value, ast.Name) and node.func.value.id == name:
                return True
        if isinstance(node, (ast.Subscript, ast.Attribute)) and isinstance(node.ctx, ast.Store):
            if isinstance(node.value, ast.Name) and node.value.id == name:
                return True
    return False


def _bindings(region: ast.AST, name: str) -> list[ast.AST]:
    return [node for node in ast.walk(region) if name in _bound_names(node)]


def _safe_api(parsed: ParsedFile, call: ast.Call, category: str) -> str | None:
    name = parsed.call_name(call)
    keywords = {k.arg: k.value for k in call.keywords if k.arg}
    if name.startswith("defusedxml."):
        return f"{name}() is defusedxml's hardened parser"
    if category == "code-injection" and name == "compile" and id(call) in parsed.syntax_checks:
        return ("compile() is a statement of its own: the code object it makes is thrown away, so it only checks "
                "the syntax and nothing it compiles runs")
    if category == "unsafe-deserialization" and last_name(name) in ("load", "load_all"):
        loader = keywords.get("Loader") or (call.args[1] if len(call.args) > 1 else None)
        if loader is not None and last_name(parsed.dotted(loader)) in _SAFE_YAML_LOADERS \
                and all(last_name(bound) in _SAFE_YAML_LOADERS for bound in _imported_as(parsed, loader)):
            return f"{name}() is given the safe loader {parsed.dotted(loader)}"
        derived = _safe_loader_subclass(parsed, loader) if loader is not None else None
        if loader is not None and derived is not None:
            return f"{name}() is given {parsed.dotted(loader)}, a subclass of {derived} defined in this file"
        choices = parsed.loader_choices.get(id(loader), ()) if loader is not None else ()
        if loader is not None and choices and all(last_name(parsed.dotted(choice)) in _SAFE_YAML_LOADERS
                           or _safe_loader_subclass(parsed, choice) is not None for choice in choices):
            names = ", ".join(sorted({parsed.dotted(choice) for choice in choices}))
            return f"{name}() is given {ast.unparse(loader)}, which is only ever a safe loader or its subclass: {names}"
        weights = keywords.get("weights_only")
        if isinstance(weights, ast.Constant) and weights.value is True:
            return f"{name}() is called with weights_only=True"
    if category == "unsafe-deserialization" and name in _NUMPY_LOADS:
        allowed = keywords.get("allow_pickle")
        if allowed is None or isinstance(allowed, ast.Constant) and not allowed.value:
            return f"{name}() does not unpickle: allow_pickle is not set"
    if category == "xss" and last_name(name) == "XML":
        flag = keywords.get("sanitize")
        if isinstance(flag, ast.Constant) and flag.value:
            return f"{name}() is called with sanitize=True: web2py strips the tags and attributes it does not permit"
    if category == "weak-hash":
        flag = keywords.get("usedforsecurity")
        if isinstance(flag, ast.Constant) and flag.value is False:
            return f"{name}() is called with usedforsecurity=False"
        protocol = pattern_protocols.protocol_hash(parsed, call) or pattern_protocols.legacy_hash(parsed, call)
        if protocol:
            return protocol
    if category == "weak-random" and isinstance(call.func, ast.Attribute) and isinstance(call.func.value, ast.Name):
        bound = system_randoms(parsed.tree).get(call.func.value.id)
        if bound is not None:
            return (f"{call.func.value.id} is bound to a SystemRandom instance on line {bound}: {name}() draws from "
                    "the operating system's generator")
    if category == "insecure-cookie" and pattern_cookies.judged(parsed, call):
        if pattern_cookies.cleared(parsed, call):
            return f"{name}() clears the cookie (an empty value or an expiry of 0): it carries nothing to protect"
        flags = pattern_cookies.required(parsed, call, pattern_cookies.cookie_flags(parsed, call))
        if not flags.missing and not flags.unknown:
            where = f" (from the flags dict on line {flags.source_line})" if flags.source_line else ""
            return f"{name}() sets the flags its cookie needs (Secure and HttpOnly, or Secure alone for an " \
                   f"anti-CSRF cookie that page scripts must read){where}"
        constant = constant_cookie_value(pattern_cookies.name_and_value(parsed, call)[1])
        if constant is not None:
            return f"{name}() sets the constant {constant.value!r} written here: anyone can read it, it is no secret"
    if category == "path-traversal" and last_name(name) in ("extractall", "extract"):
        chosen = keywords.get("filter")
        if isinstance(chosen, ast.Constant) and chosen.value in ("data", "tar"):
            return f'{name}() uses the "{chosen.value}" extraction filter, which refuses unsafe member names'
        if "members" in keywords or last_name(name) == "extractall" and len(call.args) > 1:
            return f"{name}() extracts only the members the code passes in members="
        member = call.args[0] if last_name(name) == "extract" and call.args else None
        if isinstance(member, ast.Constant) and isinstance(member.value, str) \
                or isinstance(member, ast.Name) and member.id.isupper():
            return f"{name}() extracts the one member named {ast.unparse(member)}, written at that fixed name"
        if pattern_sinks.zip_member_call(parsed, call):
            return (f"{name}() is zipfile's: it drops a member name's drive, leading slashes and '..' parts, "
                    "so every member lands under the target folder")
    if category == "xxe":
        flag = keywords.get("resolve_entities")
        if isinstance(flag, ast.Constant) and flag.value is False:
            return f"{name}() is called with resolve_entities=False"
        if name.startswith(pattern_xml.STDLIB_PARSERS) and parsed.means is not Means.FISSIX:
            never = ("ElementTree's parser has no setting that turns them on" if name.startswith(
                pattern_xml.ELEMENT_TREE) else None if pattern_xml.EXTERNAL_ENTITIES_ON.search(parsed.text) else
                "xml.sax's default since Python 3.7.1, and nothing in this file turns them on")
            if never is not None:
                return (f"{name}() is the standard library's expat parser: it fetches no external entity or DTD "
                        f"({never}), and expat 2.4.1 and later cap entity expansion")
    return None


def _parameterised(parsed: ParsedFile, call: ast.Call) -> bool:
    """execute(<constant query>, <params>): the values travel separately from the SQL."""
    if not call.args or not (len(call.args) >= 2 or any(k.arg in _PARAM_KEYWORDS for k in call.keywords)):
        return False
    why = safe_value(parsed, call.args[0], "sql-injection", call.lineno) or ""
    return why == "is a constant" or why.endswith("which is a constant")


def _operator_source(parsed: ParsedFile, expr: ast.expr) -> str | None:
    """`sys.argv[1]`, `os.environ['X']`, `os.getenv('X')`, `input()`: the text, when EXPR is one."""
    node = expr.value if isinstance(expr, ast.Subscript) else expr
    if isinstance(expr, ast.Subscript) and parsed.dotted(node) in _OPERATOR_VALUES:
        return parsed.dotted(node) + "[...]"
    if isinstance(expr, ast.Call):
        name = parsed.call_name(expr)
        if name in _OPERATOR_CALLS or (isinstance(expr.func, ast.Attribute) and expr.func.attr == "get"
                                       and parsed.dotted(expr.func.value) in _OPERATOR_VALUES):
            return f"{name}()"
    return None


def _list_program(parsed: ParsedFile, call: ast.Call, payload: ast.expr) -> str | None:
    """An argument list run without a shell whose program (element 0) is safe: later elements are
    single arguments to that program, never parsed by a shell."""
    if parsed.call_name(call) not in _ARGV_RUNNERS:
        return None
    shell = next((k.value for k in call.keywords if k.arg == "shell"), None)
    if shell is not None and not (isinstance(shell, ast.Constant) and not shell.value):
        return None
    literal = payload
    while isinstance(literal, ast.BinOp) and isinstance(literal.op, ast.Add):
        literal = literal.left
    if not isinstance(literal, (ast.List, ast.Tuple)) or not literal.elts or isinstance(literal.elts[0], ast.Starred):
        return None
    first = literal.elts[0]
    words = [e.value for e in literal.elts[:2] if isinstance(e, ast.Constant) and isinstance(e.value, str)]
    if words and words[0].rsplit("/", 1)[-1] in _SHELLS:
        return None  # ["sh", "-c", ...] hands the rest to a shell
    why: str | None
    if isinstance(first, ast.Attribute) and parsed.dotted(first) == "sys.executable":
        why = "is sys.executable, the running Python interpreter"
    else:
        why = safe_value(parsed, first, "command-injection", call.lineno)
    if why is None:
        return None
    return (f"the command is an argument list run without a shell and its program (element 0) {why}; "
            "the other elements reach that program as single arguments, never parsed by a shell")


def _is_sanitiser(name: str, category: str) -> bool:
    patterns = (*_NUMERIC, *SANITISERS.get(category, ()))
    return any(fnmatch.fnmatchcase(name, pattern) for pattern in patterns)


def _bound_names(node: ast.AST) -> list[str]:
    """Names a single node binds (assignment, loop, with, import, def, global, ...)."""
    if isinstance(node, ast.Name) and isinstance(node.ctx, (ast.Store, ast.Del)):
        return [node.id]
    if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
        return [node.name]
    if isinstance(node, (ast.Import, ast.ImportFrom)):
        return [(a.asname or a.name).split(".")[0] for a in node.names]
    if isinstance(node, (ast.Global, ast.Nonlocal)):
        return list(node.names)
    if isinstance(node, ast.ExceptHandler) and node.name:
        return [node.name]
    return []


def _imported_as(parsed: ParsedFile, node: ast.AST) -> list[str]:
    """Every name an import binds to NODE's name, when NODE is a bare name: `from yaml import CSafeLoader as
    Loader` in a try and `from yaml import Loader` in its handler are both `Loader`."""
    if not isinstance(node, ast.Name):
        return []
    return [f"{statement.module or ''}.{alias.name}" for statement in ast.walk(parsed.tree)
            if isinstance(statement, ast.ImportFrom) for alias in statement.names
            if (alias.asname or alias.name) == node.id]


def _safe_loader_subclass(parsed: ParsedFile, loader: ast.expr) -> str | None:
    """The safe PyYAML loader a class of this file named LOADER derives from (through this file's classes), if
    any: such a loader builds what the safe one builds, plus the tags it adds itself. The classes are the module's
    top-level ones and those the function calling the loader defines in its own body (INGInious's
    `class OrderedLoader(SafeLoader)` inside `load`), which shadow them there."""
    classes = {node.name: node for node in parsed.tree.body if isinstance(node, ast.ClassDef)}
    classes.update({node.name: node for node in _own_classes(_enclosing_function(parsed.tree, loader))})

    def derived(name: str, seen: frozenset[str]) -> str | None:
        if name in seen or name not in classes or _unsafe_base(name, frozenset()):
            return None
        return next((via for base in classes[name].bases if (via := _safe_base(base, seen | {name})) is not None),
                    None)

    def _unsafe_base(name: str, seen: frozenset[str]) -> bool:
        # a base that builds Python objects, here or up the file's own classes (`class T(Include, yaml.UnsafeLoader)`)
        for base in classes[name].bases:
            dotted = parsed.dotted(base)
            if dotted.startswith("yaml.") and last_name(dotted) in UNSAFE_YAML_BASES:
                return True
            if isinstance(base, ast.Name) and base.id in classes and base.id not in seen \
                    and _unsafe_base(base.id, seen | {name}):
                return True
        return False

    def _safe_base(base: ast.expr, seen: frozenset[str]) -> str | None:
        dotted = parsed.dotted(base)
        if dotted.startswith("yaml.") and last_name(dotted) in _SAFE_YAML_LOADERS:
            return dotted
        return derived(base.id, seen) if isinstance(base, ast.Name) else None

    return derived(loader.id, frozenset()) if isinstance(loader, ast.Name) else None


def _enclosing_function(tree: ast.Module, node: ast.AST) -> ast.FunctionDef | ast.AsyncFunctionDef | None:
    """The innermost function whose lines hold NODE's line."""
    line = getattr(node, "lineno", 0)
    around = [f for f in ast.walk(tree) if isinstance(f, ast.FunctionDef | ast.AsyncFunctionDef)
              and f.lineno <= line <= (f.end_lineno or f.lineno)]
    return max(around, key=lambda f: f.lineno, default=None)


def _own_classes(function: ast.FunctionDef | ast.AsyncFunctionDef | None) -> list[ast.ClassDef]:
    """The classes FUNCTION defines in its own body (in its blocks, not in the functions or classes nested in it)."""
    body = function.body if function is not None else []
    return [stmt for stmt in block_statements(body) if isinstance(stmt, ast.ClassDef)]
