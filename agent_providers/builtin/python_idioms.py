"""Python idioms both slots read the same way, from the syntax alone.

Owns what a `try` around a folder's creation means: `try: os.mkdir(path) except OSError as e: if e.errno !=
errno.EEXIST: raise` (or `except FileExistsError: pass`) is Python 2's spelling of `makedirs(exist_ok=True)`: a
folder already there, planted by anyone, is taken as the program's own, unless the code then checks who owns it
(`os.lstat(path).st_uid != os.getuid()`), as Jinja2's and pyxdg's fixes for CVE-2014-1402 and CVE-2014-9301 do.

Also owns which modules are named for development, testing or as an example to copy (`settings/dev.py`,
`local_settings.py`, `settings_example.py`): what they configure is not what production runs; and a flag
read from the environment whose default turns it on (`os.environ.get("APP_DEBUG", "true") == "true"`).

And which module- or class-level constants hold test cases or examples (`_TESTS = [{"params": {"password":
...}}]`, `EXAMPLES`): the values written in them are fixtures a test feeds the code, not its configuration.

And which module-level names hold a `SystemRandom()` instance (`random = _random.SystemRandom()`): their
`choice`, `sample` and `randint` draw from the operating system's generator, whatever the name says.

And the scopes of a module: the module and each function or lambda, each with the nodes written directly in it.

And which functions run only when debugging was asked for: every call of them in the module sits in the body of an
`if` whose test names debugging (`if debug: debug_run(app, port)`, `if args.debug:`), as Superset's `debug_run`.

And which names are a lexer's token rules: PLY reads every `t_NAME` bound beside a `tokens` list (in a module or a
class) as the regular expression of the token NAME (`t_TOKEN = r'%token'`), whatever word NAME is.

And which `set_debug(True)` is asyncio's: an event loop's debug mode logs slow callbacks and coroutines never
awaited; it serves no page, traceback or debugger to anyone (`self._loop.set_debug(True)`, gns3-server's).

And which classes are clients of a third-party web site: a plugin or extractor that declares the site's URLs it
handles (`@pluginmatcher(re.compile(r"https?://(?:www\\.)?site\\.com/..."))`, `_VALID_URL = r"https?://..."`). The
keys such a class carries are the site's own web or app client's, shipped to every visitor's browser.
"""

from __future__ import annotations

import ast
import itertools
import re
import string
from collections import Counter
from collections.abc import Callable, Iterator
from pathlib import PurePosixPath
from typing import NamedTuple

# A word of a module's file name that says it configures development, testing or an example.
DEVELOPMENT_MODULE = re.compile(r"(^|[_.-])(dev|devel|development|devserver|local|test|testing|debug|example|"
                                r"sample)([_.-]|$)", re.IGNORECASE)


# A constant's name that says it holds test cases, test data or examples.
_FIXTURE_NAME = re.compile(r"^_*(?:\w+_)?(?:tests?|test_?cases?|test_?data|examples?|fixtures?|samples?)$",
                           re.IGNORECASE)


def fixture_constants(tree: ast.AST) -> list[tuple[int, int, str]]:
    """(first line, last line, name) of each module- or class-level assignment named for test cases or examples."""
    found = []
    bodies = [tree.body] if isinstance(tree, ast.Module) else []
    bodies += [node.body for node in ast.walk(tree) if isinstance(node, ast.ClassDef)]
    for body in bodies:
        for stmt in body:
            targets = stmt.targets if isinstance(stmt, ast.Assign) else \
                [stmt.target] if isinstance(stmt, ast.AnnAssign) and stmt.value is not None else []
            name = next((t.id for t in targets if isinstance(t, ast.Name) and _FIXTURE_NAME.match(t.id)), None)
            if name is not None:
                found.append((stmt.lineno, stmt.end_lineno or stmt.lineno, name))
    return found


# A regular expression matching a web site's URLs: either scheme (`https?://`), or a host name with its dots
# escaped (`[\w-]+\.blogspot\.com`): what a site client declares it handles.
_SITE_URL_PATTERN = re.compile(r"https\?(:|\\:)|\\\.[a-z]{2,}\\\.[a-z]{2,6}\b")


def site_clients(tree: ast.AST) -> list[tuple[int, int, str]]:
    """(first line, last line, name) of each class that is a client of a third-party web site: it declares, in its
    decorators or a class-level assignment, a regular expression matching the site's URLs (`https?://`). A module
    declaring one is about that site: its helpers and base classes carry the same site's keys."""
    patterns = _module_site_patterns(tree)
    return sorted((node.lineno, node.end_lineno or node.lineno, node.name) for node in ast.walk(tree)
                  if isinstance(node, ast.ClassDef) and _declares_site_urls(node, patterns))


# Methods that re-encode or trim a text and change nothing of what it says: `os.environ.get("KEY", "literal").encode()`
# still falls back to the literal.
TEXT_RECODINGS = frozenset({"encode", "decode", "strip", "rstrip", "lstrip"})

# What is never a site's public client key, even in a site client: an account's password, and tokens issued to
# one account, whose format says so (GitHub, GitLab, Slack, Stripe and OpenAI secret keys, AWS key ids, PEM keys).
ACCOUNT_SECRET_NAME = re.compile(r"passw|pwd|passphrase", re.IGNORECASE)
_ACCOUNT_TOKEN = re.compile(r"^(gh[pousr]_|github_pat_|glpat-|xox[abposr]-|[sr]k_live_|sk-|AKIA|ASIA)|-----BEGIN ")


def site_client_key(clients: list[tuple[int, int, str]], target: str, value: str) -> bool:
    """Whether VALUE, written for TARGET in a module declaring the site CLIENTS, is the site's public client key:
    the module imitates the site's own web or app client, whose keys every visitor's browser receives."""
    return bool(clients) and not ACCOUNT_SECRET_NAME.search(target) and not _ACCOUNT_TOKEN.search(value.strip())


def _declares_site_urls(node: ast.ClassDef, patterns: frozenset[str]) -> bool:
    """NODE declares a site's URL pattern: written in its decorators or class-level assignments, or named there
    (PATTERNS: the module-level names bound to one, `pattern = BASE_PATTERN + r"/post/(\\d+)"`)."""
    declared: list[ast.AST] = list(node.decorator_list)
    declared += [stmt.value for stmt in node.body if isinstance(stmt, (ast.Assign, ast.AnnAssign)) and stmt.value]
    return any(_site_url(leaf) or isinstance(leaf, ast.Name) and leaf.id in patterns
               for value in declared for leaf in ast.walk(value))


def _module_site_patterns(tree: ast.AST) -> frozenset[str]:
    """The module-level names bound to an expression that writes a site's URL pattern."""
    body = tree.body if isinstance(tree, ast.Module) else []
    return frozenset(target.id for stmt in body if isinstance(stmt, ast.Assign)
                     and any(_site_url(leaf) for leaf in ast.walk(stmt.value))
                     for target in stmt.targets if isinstance(target, ast.Name))


def _site_url(node: ast.AST) -> bool:
    return isinstance(node, ast.Constant) and isinstance(node.value, str) and bool(_SITE_URL_PATTERN.search(node.value))


# Tornado's options: `define("db_password", default="...")` declares a setting and the value it holds until the
# operator gives another.
OPTION_DEFINERS = frozenset({"tornado.options.define", "tornado.options.options.define"})



def setting_default(call: ast.Call, name: str | None) -> tuple[str, ast.Constant] | None:
    """(the key, the literal default) of a setting read or declared with a default written in the code: a mapping's
    `settings.get("auth.secret", "literal")` or `.setdefault(...)`, a config parser's `cp.get("vault", "token",
    fallback="literal")`, Tornado's `define("db_password", default="literal")` (NAME: the call's resolved name). The
    literal is the setting's value wherever the operator gave none. Each slot leaves out the environment's lookups,
    whose defaults it reads where they are assigned."""
    func = call.func
    method = func.attr if isinstance(func, ast.Attribute) else None
    keywords = {keyword.arg: keyword.value for keyword in call.keywords if keyword.arg}
    if name in OPTION_DEFINERS and call.args and "default" in keywords:
        key, default = call.args[0], keywords["default"]
    elif method == "get" and 1 <= len(call.args) <= 2 and "fallback" in keywords:
        key, default = call.args[-1], keywords["fallback"]
    elif method in ("get", "setdefault") and len(call.args) == 2:
        key, default = call.args
    else:
        return None
    if isinstance(key, ast.Constant) and isinstance(key.value, str) and isinstance(default, ast.Constant):
        return key.value, default
    return None


# Text that reads as a sentence: two words with a space between them (`"Sentry project dsn. i.e.: "`).
_SENTENCE = re.compile(r"[A-Za-z]{2,}[.,:;]?\s+\S*[A-Za-z]")


def described_literals(tree: ast.AST) -> frozenset[int]:
    """The ids of the string literals a `+` joins to a sentence (`"Sentry dsn. i.e.: " + "http://key:pw@host/2"`,
    a help text split over two lines): parts of a text about a value, which the program shows, not a value it uses."""
    found: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
            parts = _joined_parts(node)
            if any(isinstance(part, ast.Constant) and isinstance(part.value, str) and _SENTENCE.search(part.value)
                   for part in parts):
                found.update(id(part) for part in parts if isinstance(part, ast.Constant))
    return frozenset(found)


def _joined_parts(node: ast.expr) -> list[ast.expr]:
    """The operands a chain of `+` joins, left to right."""
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        return [*_joined_parts(node.left), *_joined_parts(node.right)]
    return [node]


def development_module(path: str) -> bool:
    """Whether PATH is a module named for development, testing or as an example to copy."""
    return bool(DEVELOPMENT_MODULE.search(PurePosixPath(path).stem))

# A settings module named for the deployment's own values (`settings_local`, `local_settings`, `production`,
# `settings.prod`): star-imported at the end of a settings module, it overrides whatever was set above it.
_DEPLOYMENT_SETTINGS = re.compile(r"(^|[_.])(local|prod|production|deploy|deployment|site)([_.]|$)")
_FAILS = re.compile(r"exit|error|fail|abort|die", re.IGNORECASE)


def deployment_override(tree: ast.Module, after: int) -> tuple[int, str] | None:
    """(line, module) of a star import below line AFTER, at the module's top level, of a module named for the
    deployment's own settings (`from settings_local import *`, ReviewBoard's, Django's local-settings idiom): what
    it sets wins. Not one under an `if` (a development branch), nor one in a `try` whose ImportError handler carries
    on without it (`except ImportError: pass`: a deployment without the module keeps the default)."""
    for stmt in tree.body:
        imports = [stmt] if isinstance(stmt, ast.ImportFrom) else \
            [node for node in stmt.body if isinstance(node, ast.ImportFrom)] \
            if isinstance(stmt, ast.Try) and all(_stops(handler) for handler in stmt.handlers) else []
        for node in imports:
            module = "." * node.level + (node.module or "")
            if node.lineno > after and any(alias.name == "*" for alias in node.names) \
                    and _DEPLOYMENT_SETTINGS.search(node.module or ""):
                return node.lineno, module
    return None


def _stops(handler: ast.ExceptHandler) -> bool:
    """Whether an exception handler stops the program: it raises, or calls something named for exiting or failing
    (`sys.exit(...)`, ReviewBoard's `dependency_error(...)`)."""
    return any(isinstance(node, ast.Raise) or isinstance(node, ast.Call) and _FAILS.search(ast.unparse(node.func))
               for stmt in handler.body for node in ast.walk(stmt))


# Exceptions a failed mkdir raises when the folder exists (and the broad ones that include them).
_EXISTS_ERRORS = frozenset({"FileExistsError", "OSError", "IOError", "EnvironmentError", "error", "Exception",
                            "BaseException"})


def accepts_existing(stmt: ast.Try) -> bool:
    """Whether a handler of STMT carries on when what its body made already exists: it catches the error a
    failed mkdir raises, and does not leave (raise or return) whatever the error was."""
    return any(_catches_exists(handler.type) and not _leaves(handler.body) for handler in stmt.handlers)


def _catches_exists(node: ast.expr | None) -> bool:
    if node is None:
        return True  # a bare except
    names = node.elts if isinstance(node, ast.Tuple) else [node]
    return any(_last(name) in _EXISTS_ERRORS for name in names)


def _last(node: ast.expr) -> str:
    return node.attr if isinstance(node, ast.Attribute) else node.id if isinstance(node, ast.Name) else ""


def _leaves(body: list[ast.stmt]) -> bool:
    """A raise or return among BODY's own statements: every path through the handler leaves."""
    return any(isinstance(stmt, (ast.Raise, ast.Return)) for stmt in body)


def checks_owner(scope: ast.AST) -> bool:
    """Whether SCOPE (a function) reads a file's owner (`.st_uid`): what it found there is checked, not followed."""
    return any(isinstance(node, ast.Attribute) and node.attr == "st_uid" for node in ast.walk(scope))


# Environment lookups that take a default: what the program reads when the variable is not set.
_ENV_LOOKUPS = frozenset({"os.environ.get", "os.getenv", "environ.get", "getenv"})
_STRING_CASES = frozenset({"lower", "upper", "strip", "casefold", "title"})


def on_by_default(value: ast.AST, dotted: Callable[[ast.AST], str]) -> str:
    """The environment variable whose absence turns VALUE true (`os.environ.get("APP_DEBUG", "true").lower() in
    ("1", "true")`: a deployment that forgets to set it runs with the flag on), or "". DOTTED names a call's
    function as the slot reads it."""
    lookups = [node for node in ast.walk(value) if isinstance(node, ast.Call) and dotted(node.func) in _ENV_LOOKUPS
               and len(node.args) == 2 and isinstance(node.args[0], ast.Constant)]
    if len(lookups) != 1:
        return ""
    lookup = lookups[0]
    name = lookup.args[0]
    result = _evaluate(value, lookup, lookup.args[1])
    return str(name.value) if isinstance(name, ast.Constant) and result is not _UNKNOWN and bool(result) else ""


_UNKNOWN = object()


def _evaluate(node: ast.AST, lookup: ast.Call, default: ast.expr) -> object:
    """NODE's value with LOOKUP replaced by its DEFAULT, for the few shapes a flag is read with; else _UNKNOWN."""
    if node is lookup:
        return _evaluate(default, lookup, default) if default is not lookup else _UNKNOWN
    if isinstance(node, ast.Constant):
        return node.value
    if isinstance(node, (ast.Tuple, ast.List, ast.Set)):
        items = [_evaluate(e, lookup, default) for e in node.elts]
        return _UNKNOWN if _UNKNOWN in items else tuple(items)
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr in _STRING_CASES \
            and not node.args:
        text = _evaluate(node.func.value, lookup, default)
        return getattr(text, node.func.attr)() if isinstance(text, str) else _UNKNOWN
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in ("bool", "int") \
            and len(node.args) == 1:
        inner = _evaluate(node.args[0], lookup, default)
        if inner is _UNKNOWN:
            return _UNKNOWN
        try:
            return bool(inner) if node.func.id == "bool" else int(inner)  # type: ignore[call-overload]
        except (TypeError, ValueError):
            return _UNKNOWN
    if isinstance(node, ast.Compare) and len(node.ops) == 1:
        left, right = _evaluate(node.left, lookup, default), _evaluate(node.comparators[0], lookup, default)
        if _UNKNOWN in (left, right):
            return _UNKNOWN
        op = node.ops[0]
        try:
            if isinstance(op, (ast.Eq, ast.NotEq)):
                return (left == right) is isinstance(op, ast.Eq)
            if isinstance(op, (ast.In, ast.NotIn)):
                return (left in right) is isinstance(op, ast.In)  # type: ignore[operator]
        except TypeError:
            return _UNKNOWN
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not):
        inner = _evaluate(node.operand, lookup, default)
        return _UNKNOWN if inner is _UNKNOWN else not inner
    return _UNKNOWN


# The frameworks' cookie setters by method name (Werkzeug, Django, Tornado, web.py's `web.setcookie`, Twisted's
# `request.addCookie`): both slots' table, and the names a module's own wrapper of one takes.
COOKIE_SETTERS = frozenset({"set_cookie", "set_signed_cookie", "set_secure_cookie", "setcookie", "addCookie"})
# The keywords the setters name each flag by: Werkzeug's and Django's `httponly`, Falcon's `http_only`, Twisted's
# `addCookie(..., httpOnly=True)`; web.py's `web.setcookie` takes `secure` and `httponly`.
COOKIE_FLAG_KEYWORDS = {"secure": "secure", "httponly": "httponly", "http_only": "httponly", "httpOnly": "httponly"}
# Frameworks whose cookie setter turns flags on unless told otherwise: Falcon's `resp.set_cookie` is Secure (its
# `secure_cookies_by_default` option) and HttpOnly by default.
COOKIE_FLAGS_ON_BY_DEFAULT = {"falcon": frozenset({"secure", "httponly"})}


def cookie_objects(tree: ast.Module) -> dict[int, ast.Call | bool]:
    """Where a cookie setter's flags are written when it is handed a cookie object rather than a name and a value
    (BlackSheep's `response.set_cookie(Cookie("sid", value, http_only=True))`), by the id of each setter call with one
    argument: the object's constructor call, whose keywords carry them, written there, bound once to a local name, or
    returned by a function or method of this module (`self._prepare(value)` returning `Cookie(...)`); True when the
    module works with cookie objects (it imports or defines a `...Cookie` class) and the object is made where this
    module does not show (another module's helper), so its flags are unknown. A setter not in the table takes a name
    and a value as usual."""
    object_api = any(name.endswith("Cookie") for node in ast.walk(tree)
                     for name in _bound_otherwise(node) if isinstance(node, ast.ImportFrom | ast.ClassDef))
    functions = _functions_of(tree)
    out: dict[int, ast.Call | bool] = {}
    for owner, function in _owned_functions(tree):
        methods = _functions_of(owner) if isinstance(owner, ast.ClassDef) else {}
        for call in (node for node in own_nodes(function) if isinstance(node, ast.Call)):
            if not (isinstance(call.func, ast.Attribute) and call.func.attr in COOKIE_SETTERS
                    and len(call.args) == 1 and not call.keywords):
                continue
            made = _cookie_made(call.args[0], function, methods, functions)
            if made is not None:
                out[id(call)] = made
            elif object_api and not isinstance(call.args[0], ast.Constant | ast.JoinedStr | ast.Starred):
                out[id(call)] = True
    return out


Function = ast.FunctionDef | ast.AsyncFunctionDef


def _functions_of(owner: ast.Module | ast.ClassDef) -> dict[str, Function]:
    """The functions written directly in OWNER's body (a module's functions, a class's methods), by name."""
    return {node.name: node for node in owner.body if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef)}


def _owned_functions(tree: ast.Module) -> Iterator[tuple[ast.Module | ast.ClassDef, Function]]:
    """Each function of TREE written directly in the module or in a class, with the module or class it is in."""
    for owner in ast.walk(tree):
        if isinstance(owner, ast.Module | ast.ClassDef):
            for function in _functions_of(owner).values():
                yield owner, function


def _assigned_values(function: Function, name: str) -> list[ast.expr] | None:
    """The values FUNCTION's own body assigns to NAME (`name = value`), or None when it binds the name any other way
    too (a loop, a with, an unpacking, an import, a handler, a match, a deletion)."""
    nodes = list(own_nodes(function))
    assigned = [node.value for node in nodes if isinstance(node, ast.Assign) and len(node.targets) == 1
                and isinstance(node.targets[0], ast.Name) and node.targets[0].id == name]
    stores = [node for node in nodes if isinstance(node, ast.Name) and node.id == name
              and not isinstance(node.ctx, ast.Load)]
    if len(stores) != len(assigned) or any(name in _bound_otherwise(node) for node in nodes):
        return None
    return assigned


def _cookie_made(value: ast.expr, function: Function, methods: dict[str, Function],
                 functions: dict[str, Function]) -> ast.Call | None:
    """The `...Cookie(...)` constructor call VALUE is: the call itself, the one a local name is bound to once, or the
    one a function of the module (a method of the class, through `self.`) returns at its every return."""
    if isinstance(value, ast.Call) and _constructs_cookie(value):
        return value
    if isinstance(value, ast.Name):
        assigned = _assigned_values(function, value.id)
        made = assigned[0] if assigned is not None and len(assigned) == 1 else None
        return made if isinstance(made, ast.Call) and _constructs_cookie(made) else None
    if not isinstance(value, ast.Call):
        return None
    func = value.func
    helper = methods.get(func.attr) if isinstance(func, ast.Attribute) and isinstance(func.value, ast.Name) \
        and func.value.id in ("self", "cls") else functions.get(func.id) if isinstance(func, ast.Name) else None
    if helper is None:
        return None
    returned = [node.value for node in own_nodes(helper) if isinstance(node, ast.Return)]
    made = returned[0] if len(returned) == 1 else None
    return made if isinstance(made, ast.Call) and _constructs_cookie(made) else None


def _constructs_cookie(node: ast.Call) -> bool:
    return _last(node.func).endswith("Cookie")


def cookie_flags_on_by_default(tree: ast.Module) -> frozenset[str]:
    """The flags the cookie setters of the frameworks TREE imports set unless a call turns them off."""
    packages = {alias.name.split(".")[0] for node in tree.body if isinstance(node, ast.Import) for alias in node.names}
    packages |= {node.module.split(".")[0] for node in tree.body if isinstance(node, ast.ImportFrom) and node.module}
    return frozenset().union(*(COOKIE_FLAGS_ON_BY_DEFAULT.get(package, frozenset()) for package in packages))


def cookie_wrappers(tree: ast.Module) -> dict[str, list[tuple[int, int]]]:
    """The project's own cookie setters in TREE: functions and methods named like a framework's
    (`def set_cookie(self, handler, token)`) whose body sets a cookie itself, each with the lines of its
    definitions. A call of that name elsewhere in the module goes through the wrapper, which chooses the flags
    (judged at its own call of the framework's setter); a call inside one is the framework's."""
    found: dict[str, list[tuple[int, int]]] = {}
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and _wraps_cookie_setter(node):
            found.setdefault(node.name, []).append((node.lineno, node.end_lineno or node.lineno))
    return found


def _wraps_cookie_setter(node: ast.FunctionDef | ast.AsyncFunctionDef) -> bool:
    """A def named like a framework's cookie setter whose body sets a cookie itself."""
    return node.name in COOKIE_SETTERS and any(
        isinstance(inner, ast.Call) and _last(inner.func) in COOKIE_SETTERS for inner in ast.walk(node))


class CookieSetter(NamedTuple):
    """What a cookie setter of the project's own leaves its callers (see project_cookie_setter). Positions count
    the setter's parameters as written, `self` included."""

    chosen: bool  # its callers choose flags at all: it takes `**kwargs` or a parameter named for a flag
    turned_on: frozenset[str]  # the flags it turns on unless they say otherwise
    # parameters it hands on as a flag (`secure=secure`): (the flag, the parameter's position, its default: True,
    # False, or ... when it has none or one not written as a constant)
    flag_params: tuple[tuple[str, int, object], ...] = ()
    name_at: int | None = None  # the position of the parameter it hands on as the cookie's name
    value_at: int | None = None  # and as the cookie's value
    name_text: str = ""  # the cookie's name when the setter writes it itself (`response.set_cookie("sid", token)`)

    def handed(self, call: ast.Call, params: list[str], offset: int) -> tuple[ast.expr | None, ast.expr | None]:
        """The arguments CALL gives the setter (with PARAMS; OFFSET bound before them, `self`) as the cookie's name
        and value: those of the parameters it hands on as them."""
        name, value = (argument_at(call, params, at, offset) if at is not None else None
                       for at in (self.name_at, self.value_at))
        return name, value


def project_cookie_setter(node: ast.FunctionDef | ast.AsyncFunctionDef) -> CookieSetter | None:
    """What a cookie setter of the project's own (see cookie_wrappers) leaves its callers, or None for a def that is
    none: whether they choose flags at all (it takes `**kwargs` or a parameter named for a flag), and the flags it
    turns on unless they say otherwise: `kwargs.setdefault("httponly", True)` or `kwargs["secure"] = True` on its
    own `**kwargs`, or `secure=True` in its call of the framework's setter. A flag it also names any other way
    (`kwargs.pop("httponly")`, `setdefault("secure", False)`, `secure=kwargs.get("secure", False)`, a dict it builds
    and may never hand on) is not counted as on. A parameter it hands on as a flag as it is (`secure=secure`) is
    read from what each caller passes there, or its default.

    Also which of its parameters it hands on as the cookie's name and value (`def set_cookie(response, key,
    value)`): its callers' arguments there are the cookie's, whatever their positions in the framework's call."""
    if not _wraps_cookie_setter(node):
        return None
    args = node.args
    params = parameter_list(node)
    rebound = {inner.id for inner in ast.walk(node) if isinstance(inner, ast.Name) and isinstance(inner.ctx, ast.Store)}
    handed = [p if p in params and p not in rebound else None for p in params]
    chosen = args.kwarg is not None or any(a.arg in COOKIE_FLAG_KEYWORDS for a in args.args + args.kwonlyargs)
    own = args.kwarg.arg if args.kwarg is not None else None
    turned_on: Counter[str] = Counter()
    mentioned: Counter[str] = Counter()
    passed: dict[str, set[int]] = {}
    names: set[int | str | None] = set()
    values: set[int | None] = set()
    for inner in ast.walk(node):
        if isinstance(inner, ast.keyword) and inner.arg in COOKIE_FLAG_KEYWORDS:
            mentioned[COOKIE_FLAG_KEYWORDS[inner.arg]] += 1
        elif isinstance(inner, ast.Constant) and isinstance(inner.value, str) and inner.value in COOKIE_FLAG_KEYWORDS:
            mentioned[COOKIE_FLAG_KEYWORDS[inner.value]] += 1
        if isinstance(inner, ast.Call) and _last(inner.func) in COOKIE_SETTERS:
            for keyword in inner.keywords:
                if keyword.arg in COOKIE_FLAG_KEYWORDS and _true_literal(keyword.value):
                    turned_on[COOKIE_FLAG_KEYWORDS[keyword.arg]] += 1
                elif keyword.arg in COOKIE_FLAG_KEYWORDS and isinstance(keyword.value, ast.Name) \
                        and keyword.value.id in handed:
                    passed.setdefault(COOKIE_FLAG_KEYWORDS[keyword.arg], set()).add(handed.index(keyword.value.id))
            name, value = cookie_name_value(inner)
            names.add(_param_at(name, handed) if not _text(name) else _text(name))
            values.add(_param_at(value, handed))
        flag = _kwargs_flag_on(inner, own)
        if flag is not None:
            turned_on[flag] += 1
    flag_params = tuple((flag, position, _default(args, params[position]))
                        for flag, positions in sorted(passed.items()) for position in positions
                        if len(positions) == 1 and mentioned[flag] == 1)  # handed on once, named nowhere else
    named = names.pop() if len(names) == 1 else None
    return CookieSetter(chosen or bool(flag_params),
                        frozenset(flag for flag, count in turned_on.items() if count == mentioned[flag]),
                        flag_params, named if isinstance(named, int) else None,
                        values.pop() if len(values) == 1 else None, named if isinstance(named, str) else "")


def argument_at(node: ast.Call, params: list[str], position: int, offset: int) -> ast.expr | None:
    """The argument of NODE bound to the parameter at POSITION (OFFSET: parameters bound before the call's own
    arguments, `self`), by position or by keyword."""
    index = position - offset
    # the arguments written before a `*spread`: after one, which parameter an argument binds is unknown
    positional = list(itertools.takewhile(lambda a: not isinstance(a, ast.Starred), node.args))
    if 0 <= index < len(positional):
        return positional[index]
    name = params[position] if 0 <= position < len(params) else None
    return next((k.value for k in node.keywords if k.arg == name), None)


def cookie_name_value(node: ast.Call) -> tuple[ast.expr | None, ast.expr | None]:
    """A framework's `set_cookie` call's name and value, by position or by keyword (`set_cookie(key="sid",
    value=token)`)."""
    keywords = {k.arg: k.value for k in node.keywords if k.arg is not None}
    name = node.args[0] if node.args else keywords.get("key", keywords.get("name"))
    value = node.args[1] if len(node.args) > 1 else keywords.get("value")
    return name, value


def _param_at(node: ast.expr | None, handed: list[str | None]) -> int | None:
    """The position of the parameter NODE names as it was given, or None."""
    return handed.index(node.id) if isinstance(node, ast.Name) and node.id in handed else None


def _text(node: ast.expr | None) -> str:
    return repr(node.value) if isinstance(node, ast.Constant) and isinstance(node.value, str) else ""


def _default(args: ast.arguments, name: str) -> object:
    """The default of parameter NAME: True or False when written as a constant (None counts as False); else
    Ellipsis, unknown (no default, or one the code computes: `secure=settings.SECURE_COOKIES`)."""
    default = next((d for a, d in parameter_defaults(args) if a.arg == name), None)
    if isinstance(default, ast.Constant) and default.value in (True, False, None):
        return bool(default.value)
    return ...


def _true_literal(node: ast.AST | None) -> bool:
    return isinstance(node, ast.Constant) and node.value is True


def _kwargs_flag_on(node: ast.AST, kwargs: str | None) -> str | None:
    """The flag NODE turns on in the setter's own `**KWARGS`: `kwargs.setdefault("flag", True)`,
    `kwargs["flag"] = True`."""
    if kwargs is None:
        return None
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "setdefault" \
            and isinstance(node.func.value, ast.Name) and node.func.value.id == kwargs and len(node.args) == 2 \
            and isinstance(node.args[0], ast.Constant) and node.args[0].value in COOKIE_FLAG_KEYWORDS \
            and _true_literal(node.args[1]):
        return COOKIE_FLAG_KEYWORDS[node.args[0].value]
    target = node.targets[0] if isinstance(node, ast.Assign) and len(node.targets) == 1 else None
    if isinstance(node, ast.Assign) and isinstance(target, ast.Subscript) and isinstance(target.value, ast.Name) \
            and target.value.id == kwargs and isinstance(target.slice, ast.Constant) \
            and target.slice.value in COOKIE_FLAG_KEYWORDS and _true_literal(node.value):
        return COOKIE_FLAG_KEYWORDS[target.slice.value]
    return None


def through_cookie_wrapper(wrappers: dict[str, list[tuple[int, int]]], name: str, line: int) -> bool:
    """Whether a call of NAME at LINE goes to one of the module's cookie WRAPPERS (see cookie_wrappers)."""
    spans = wrappers.get(name, [])
    return bool(spans) and not any(start <= line <= end for start, end in spans)


def system_randoms(tree: ast.Module) -> dict[str, int]:
    """Names TREE's top level binds to a `SystemRandom()` instance (`random = _random.SystemRandom()`), each with the
    line that binds it last; a name bound to anything else as well is left out. A binding in a `try` or an `if`
    (girder's) counts only for a name nothing bound before it: otherwise the path that skips it keeps the earlier
    value (`import random`, then `try: random = random.SystemRandom() except ImportError: pass`)."""
    bound: dict[str, int] = {}
    other: set[str] = set()
    earlier: set[str] = set()
    for node, nested in _module_statements(tree.body):
        if isinstance(node, ast.Import | ast.ImportFrom):  # a later `except NotImplementedError: import random`
            names = [(alias.asname or alias.name).split(".")[0] for alias in node.names]
            other.update(name for name in names if name in bound)
            earlier.update(names)
        if not isinstance(node, ast.Assign):
            continue
        system = isinstance(node.value, ast.Call) and _last(node.value.func) == "SystemRandom"
        for target in node.targets:
            if isinstance(target, ast.Name):
                if system and not (nested and target.id in earlier):
                    bound[target.id] = node.lineno
                else:
                    other.add(target.id)
                earlier.add(target.id)
    return {name: line for name, line in bound.items() if name not in other}


def block_statements(body: list[ast.stmt]) -> Iterator[ast.stmt]:
    """The statements of BODY and of the blocks in it (`if`, `try` and its handlers, `with`, loops), in order, but
    not those of the functions and classes it defines: what runs where BODY runs."""
    for stmt in body:
        yield stmt
        if isinstance(stmt, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            continue
        for name in ("body", "orelse", "finalbody"):
            yield from block_statements(getattr(stmt, name, None) or [])
        for handler in getattr(stmt, "handlers", None) or []:
            yield from block_statements(handler.body)


def _module_statements(body: list[ast.stmt], nested: bool = False) -> Iterator[tuple[ast.stmt, bool]]:
    """The statements run at a module's top level (each with whether it sits in a block), in its `try`, `if` and
    `with` blocks too (girder binds `random = SystemRandom()` inside a `try`), but not in its functions or classes,
    nor in a handler of NotImplementedError: SystemRandom raises it only where the system has no source of
    randomness at all, so the fallback there (`import random`, with a warning) is no generator an ordinary
    deployment runs."""
    for stmt in body:
        yield stmt, nested
        if isinstance(stmt, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            continue
        for name in ("body", "orelse", "finalbody"):
            yield from _module_statements(getattr(stmt, name, None) or [], True)
        for handler in getattr(stmt, "handlers", None) or []:
            if not (isinstance(handler.type, ast.Name) and handler.type.id == "NotImplementedError"):
                yield from _module_statements(handler.body, True)


_DEFS = (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)


def scopes(tree: ast.Module) -> Iterator[tuple[ast.AST, list[ast.AST]]]:
    """Each scope (the module, each function) with the nodes written directly in it."""
    for scope in [tree, *(node for node in ast.walk(tree) if isinstance(node, _DEFS))]:
        yield scope, list(own_nodes(scope))


def own_nodes(scope: ast.AST) -> Iterator[ast.AST]:
    """The nodes of SCOPE outside the functions nested in it."""
    stack = list(ast.iter_child_nodes(scope))
    while stack:
        node = stack.pop()
        yield node
        if not isinstance(node, _DEFS):
            stack.extend(ast.iter_child_nodes(node))


_LOCATION_TEMPLATE = re.compile(r"^location:\s*(%s|\{\d*\})?$", re.IGNORECASE)


def cgi_location_value(node: ast.expr) -> ast.expr | None:
    """The value a CGI script's printed header line `Location: <value>` redirects to, when the whole URL is that value
    (`"Location: %s" % back`, `"Location: " + back`, `f"Location: {back}"`, `"Location: {}".format(back)`); None for
    any other line, and for a URL with a fixed start (`"Location: /catalog/%s" % page`)."""
    if isinstance(node, ast.BinOp) and isinstance(node.left, ast.Constant) and isinstance(node.left.value, str) \
            and _LOCATION_TEMPLATE.match(node.left.value.strip()):
        if isinstance(node.op, ast.Mod) and node.left.value.strip().endswith("%s"):
            right = node.right
            return right.elts[0] if isinstance(right, ast.Tuple) and len(right.elts) == 1 else right
        if isinstance(node.op, ast.Add) and node.left.value.rstrip().lower().endswith(":"):
            return node.right
    if isinstance(node, ast.JoinedStr) and len(node.values) == 2 and isinstance(node.values[0], ast.Constant) \
            and isinstance(node.values[1], ast.FormattedValue) \
            and _LOCATION_TEMPLATE.match(str(node.values[0].value).strip()):
        return node.values[1].value
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "format" \
            and isinstance(node.func.value, ast.Constant) and isinstance(node.func.value.value, str) \
            and _LOCATION_TEMPLATE.match(node.func.value.value.strip()) and len(node.args) == 1:
        return node.args[0]
    return None


# What a response object, or its headers, is called (`response`, `resp`, `self.response.headers`, `res`).
_RESPONSE_OWNER = re.compile(r"(^|[._])(resp|response|res|rv|headers?)$", re.IGNORECASE)


def location_header(key: ast.AST | None, owner: str | None = None) -> bool:
    """KEY is a literal naming the Location header: written the way HTTP writes it ("Location", "LOCATION"), or in
    any case as the key of an object named for a response or its headers (`resp["location"]`). A lower-case
    "location" in any other dict, tuple or item is data: a place in a JSON body (`data["location"] = ...`)."""
    if not (isinstance(key, ast.Constant) and isinstance(key.value, str)) or key.value.lower() != "location":
        return False
    return key.value in ("Location", "LOCATION") or response_owner(owner)


def location_items(node: ast.Dict) -> list[tuple[ast.expr, ast.expr]]:
    """The (key, value) pairs of a dict literal that set the Location header. Not a Django cache's settings
    (`{"BACKEND": "...MemcachedCache", "LOCATION": servers}`): there LOCATION is where the cache lives."""
    keys = {key.value for key in node.keys if isinstance(key, ast.Constant)}
    if "BACKEND" in keys:
        return []
    return [(key, value) for key, value in zip(node.keys, node.values, strict=True)
            if key is not None and location_header(key)]


# A response's attributes that hold its body as text (Falcon's `resp.text`, older `resp.body`; WebOb's `text`).
RESPONSE_BODIES = frozenset({"text", "body"})


def response_owner(owner: str | None) -> bool:
    """OWNER (a dotted name) names a response object (`response.location = url` is WebOb's redirect)."""
    return bool(owner and _RESPONSE_OWNER.search(owner))


# The passwords every tutorial writes (`password = "abc123"  # ;)` in an example's settings): stand-ins in both
# slots' placeholder patterns, never a credential someone was given.
# Constants an algorithm's published specification fixes, which every implementation writes in its code: the LM
# hash's "KGS!@#$%" (MS-NLMP 3.3.1) and the WebSocket handshake's GUID (RFC 6455 1.3). A name like LM_SECRET or
# WS_KEY holds them, but they are public by definition.
PUBLISHED_CONSTANTS = frozenset({"KGS!@#$%", "258EAFA5-E914-47DA-95CA-C5AB0DC85B11"})

DUMMY_PASSWORDS = r"abc123|123456|12345678|qwerty|letmein|hunter2|passw0rd|password1|admin123|foobar"


def character_set(value: str) -> bool:
    """Whether VALUE is an alphabet a generator draws from (`TOKEN_CHARS = "345679ACEFGHJKLMNPQRSTUVWXY"`,
    `SECRET_CHARSET = "ABC...XYZabc...xyz0123456789"`): ten or more characters, none twice, in at most three
    ascending runs, or spelling out a whole alphabet in order before the punctuation a protocol's tokens allow (SIP's
    `"0123456789ABC...xyz-.!%*_+`'~"`). A random key of that length repeats a character or breaks order almost
    surely; one that holds all ten digits in order (`"zT!wQ#0123456789"`) or shuffles the letters is still one."""
    if len(value) < 10 or len(set(value)) != len(value):
        return False
    runs = 1 + sum(1 for a, b in itertools.pairwise(value) if b < a)
    return runs <= 3 or any(alphabet in value for alphabet in _WHOLE_ALPHABETS)


_WHOLE_ALPHABETS = (string.ascii_lowercase, string.ascii_uppercase)


# A code's shape: two or three letters of one case (ISO 3166 countries, ISO 639 languages, ISO 4217 currencies)
# or three digits (UN M.49 regions).
_CODE_KEY = re.compile(r"^(?:[A-Z]{2,3}|[a-z]{2,3}|\d{3})$")
_CODE_TABLE_SIZE = 8


def code_table(node: ast.Dict) -> bool:
    """Whether NODE is a table keyed by codes (`countries = {"BD": ..., "BE": ..., "PW": ...}`): eight or more
    keys, every one a code's shape. Its `"PW"` is Palau and its `"pt"` Portuguese, not a password's key: a settings
    dict that names one uses words (`PASSWORD`, `api_key`) beside other settings' names. What its values are is
    judged as before: a provider's token (`{"us": "sk_live_..."}`) is one whatever its key."""
    keys = [key.value for key in node.keys if isinstance(key, ast.Constant) and isinstance(key.value, str)]
    return len(keys) >= _CODE_TABLE_SIZE and len(keys) == len(node.keys) and all(_CODE_KEY.match(k) for k in keys)


# A code that spells a password's usual abbreviation: Palau's "PW".
_PASSWORD_CODE = re.compile(r"^pwd?$", re.IGNORECASE)


def code_table_keys(tree: ast.AST) -> dict[int, tuple[str, int, int]]:
    """The lines of keys in a table keyed by codes (see `code_table`) that spell a password's abbreviation (`"PW":
    u"Palau"`): line -> (the key, the table's first line, its number of keys)."""
    return {key.lineno: (str(key.value), node.lineno, len(node.keys)) for node in ast.walk(tree)
            if isinstance(node, ast.Dict) and code_table(node) for key in node.keys
            if isinstance(key, ast.Constant) and _PASSWORD_CODE.match(str(key.value))}


def is_main_test(test: ast.expr) -> bool:
    """`__name__ == "__main__"`, either way round: the test of a module's block that runs only when it is started."""
    if not (isinstance(test, ast.Compare) and len(test.comparators) == 1):
        return False
    sides = [test.left, test.comparators[0]]
    names = [s for s in sides if isinstance(s, ast.Name) and s.id == "__name__"]
    consts = [s for s in sides if isinstance(s, ast.Constant) and s.value == "__main__"]
    return bool(names and consts)


# The addresses that reach this machine alone.
LOOPBACK_HOSTS = frozenset({"127.0.0.1", "::1", "localhost"})


# Applications whose `run()` starts a development server on 127.0.0.1 unless given another host, by their classes'
# resolved names (Eve is a Flask application). Not Dash (its host defaults to the HOST environment variable),
# connexion or japronto (0.0.0.0), nor a project's own class with a `run` of its own.
LOOPBACK_APPS = frozenset({"flask.Flask", "quart.Quart", "sanic.Sanic", "bottle.Bottle", "eve.Eve"})
# Keywords of those `run()`s that leave the interface alone: any other one (`sock=`, `address=`, a `**` mapping) may
# choose it.
_INTERFACE_FREE = frozenset({"debug", "port", "use_reloader", "use_debugger", "use_evalex", "threaded", "processes",
                             "load_dotenv", "ssl_context", "passthrough_errors", "extra_files", "exclude_patterns",
                             "reloader_type", "reloader_interval", "reloader", "auto_reload", "access_log",
                             "workers", "quiet", "interval"})


def loopback_apps(tree: ast.Module, canonical: Callable[[ast.expr], str | None]) -> frozenset[str]:
    """Names TREE binds only to a new application of a class in LOOPBACK_APPS (`app = Flask(__name__)`), and never
    to anything else, in a module that names no `SERVER_NAME` (Flask and Quart take the host from it) and defines no
    `run` of its own. CANONICAL resolves a call's function to its imported name."""
    def excluding(node: ast.AST) -> bool:
        named = node.value if isinstance(node, ast.Constant) else node.id if isinstance(node, ast.Name) \
            else node.attr if isinstance(node, ast.Attribute) else None
        return named == "SERVER_NAME" or isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef) and node.name == "run"
    if any(excluding(node) for node in ast.walk(tree)):
        return frozenset()
    made: set[str] = set()
    other: set[str] = set()
    for node in ast.walk(tree):
        targets = node.targets if isinstance(node, ast.Assign) else [node.target] \
            if isinstance(node, ast.AnnAssign | ast.AugAssign | ast.NamedExpr) else []
        for target in targets:
            if not isinstance(target, ast.Name):
                continue
            value = getattr(node, "value", None)
            app = isinstance(node, ast.Assign | ast.AnnAssign) and isinstance(value, ast.Call) \
                and canonical(value.func) in LOOPBACK_APPS
            (made if app else other).add(target.id)
    return frozenset(made - other)


def loopback_listener(call: ast.Call, apps: frozenset[str]) -> str:
    """The loopback address the development server started by CALL listens on, or "" when it may listen elsewhere.

    CALL is `NAME.run(...)` where NAME is one of APPS (see loopback_apps): Flask's, Quart's, Sanic's, bottle's and
    Eve's development servers listen on 127.0.0.1 unless given another host. So `app.run(debug=True)` with no host,
    or with `host="127.0.0.1"` or `"localhost"`, is out of remote clients' reach. A host given any other way
    (`"0.0.0.0"`, a variable, the environment, a positional argument, `**options`), or a keyword that may choose
    the interface, may be any interface."""
    receiver = call.func.value if isinstance(call.func, ast.Attribute) else None
    if not (isinstance(receiver, ast.Name) and receiver.id in apps) or call.args \
            or any(keyword.arg not in _INTERFACE_FREE and keyword.arg != "host" for keyword in call.keywords):
        return ""
    host = next((keyword.value for keyword in call.keywords if keyword.arg == "host"), None)
    if host is None:
        return "127.0.0.1 (its default)"
    if isinstance(host, ast.Constant) and isinstance(host.value, str) and host.value in LOOPBACK_HOSTS:
        return host.value
    return ""


# An event loop: a name ending in `loop` (`loop`, `self._loop`, `event_loop`), or asyncio's getters of one.
_LOOP_NAME = re.compile(r"(^|_)loop$", re.IGNORECASE)
_LOOP_GETTERS = frozenset({"get_event_loop", "get_running_loop", "new_event_loop"})


def event_loop_debug(call: ast.Call) -> bool:
    """`loop.set_debug(...)`: an asyncio event loop's debug mode (diagnostics in the log), not a web debugger."""
    func = call.func
    if not (isinstance(func, ast.Attribute) and func.attr == "set_debug"):
        return False
    owner = func.value
    if isinstance(owner, ast.Call):
        getter = owner.func
        name = getter.attr if isinstance(getter, ast.Attribute) else getattr(getter, "id", "")
        return name in _LOOP_GETTERS
    name = owner.attr if isinstance(owner, ast.Attribute) else getattr(owner, "id", "")
    return bool(_LOOP_NAME.search(name))


_DEBUG_WORD = re.compile(r"debug|traceback", re.IGNORECASE)


def debug_gated_functions(tree: ast.Module) -> dict[str, tuple[int, str]]:
    """Function name -> (line, text) of an `if` test naming debugging that every call of the function in TREE sits
    under (in the `if`'s body, never its `else`); functions with no call here are left out."""
    defined = {node.name for node in ast.walk(tree) if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef)}
    gates: dict[str, list[tuple[int, str] | None]] = {}
    stack: list[tuple[ast.AST, tuple[int, str] | None]] = [(tree, None)]
    while stack:  # a stack, not recursion: generated modules nest expressions deeper than the recursion limit
        node, gate = stack.pop()
        if isinstance(node, ast.If):
            inner = (node.lineno, ast.unparse(node.test)) if names_debugging(node.test) else gate
            stack += [(node.test, gate), *((stmt, inner) for stmt in node.body),
                      *((stmt, gate) for stmt in node.orelse)]
            continue
        if isinstance(node, ast.Call):
            func = node.func
            name = func.id if isinstance(func, ast.Name) else \
                func.attr if isinstance(func, ast.Attribute) and isinstance(func.value, ast.Name) \
                and func.value.id in ("self", "cls") else None
            if name in defined:
                gates.setdefault(name, []).append(gate)
        stack += [(child, gate) for child in ast.iter_child_nodes(node)]
    found: dict[str, tuple[int, str]] = {}
    for name, seen in gates.items():
        if all(gate is not None for gate in seen):
            found[name] = min(gate for gate in seen if gate is not None)
    return found


def names_debugging(test: ast.expr) -> bool:
    """A test that is true when debugging is on: it names debugging or tracebacks (`debug`, `args.debug`,
    `log.level == logging.DEBUG`, `config["display-tracebacks"]`, `"debug" in flags`) and does not negate it (`not
    debug`, `mode != "debug"`, `config["debug"] is False`)."""
    if isinstance(test, ast.UnaryOp) and isinstance(test.op, ast.Not):
        return False
    if isinstance(test, ast.BoolOp):  # `debug and verbose`: one says so; `debug or trace`: each must
        asks = [names_debugging(value) for value in test.values]
        return any(asks) if isinstance(test.op, ast.And) else all(asks)
    if isinstance(test, ast.Compare) and len(test.ops) == 1:
        op, other = test.ops[0], test.comparators[0]
        if isinstance(op, ast.NotEq | ast.IsNot | ast.NotIn):
            return False
        literal = [side for side in (test.left, other) if isinstance(side, ast.Constant)]
        if isinstance(op, ast.Eq | ast.Is) and literal and not _truthy(literal[0].value):
            return False  # `config["debug"] is False`, `== 0`, `== "off"`
    return _mentions_debugging(test)


_FALSY_WORDS = frozenset({"", "0", "false", "off", "no", "none"})


def _truthy(value: object) -> bool:
    """A literal a flag is compared with to ask whether it is on (True, 1, "1", "yes", "debug")."""
    if isinstance(value, str | bytes):
        text = value if isinstance(value, str) else value.decode("latin-1")
        return text.strip().lower() not in _FALSY_WORDS
    return bool(value)


def _mentions_debugging(test: ast.expr) -> bool:
    return any(isinstance(node, ast.Name) and _DEBUG_WORD.search(node.id)
               or isinstance(node, ast.Attribute) and _DEBUG_WORD.search(node.attr)
               or isinstance(node, ast.Constant) and isinstance(node.value, str | bytes)
               and _DEBUG_WORD.search(node.value if isinstance(node.value, str) else node.value.decode("latin-1"))
               for node in ast.walk(test))


_TOKEN_RULE = re.compile(r"^t_[A-Za-z0-9_]+$")


def lexer_rules(tree: ast.Module) -> dict[int, str]:
    """Line -> name of each `t_NAME = "..."` written in a module or class body that also binds `tokens`: PLY's
    token rules, regular expressions of the tokens, not values the program runs with."""
    found: dict[int, str] = {}
    bodies = [tree.body, *(node.body for node in ast.walk(tree) if isinstance(node, ast.ClassDef))]
    for body in bodies:
        names = [(stmt, target.id) for stmt in body if isinstance(stmt, ast.Assign)
                 for target in stmt.targets if isinstance(target, ast.Name)]
        if not any(name == "tokens" for _, name in names):
            continue
        found.update({stmt.lineno: name for stmt, name in names if _TOKEN_RULE.match(name)
                      and isinstance(stmt.value, ast.Constant) and isinstance(stmt.value.value, str)})
    return found


# PyYAML's loading functions: the loader is their second argument or the `Loader` keyword.
YAML_LOADS = frozenset({"load", "load_all"})
# PyYAML's loaders (and constructors) that build Python objects a document names: a class deriving from one of them,
# beside a safe one, constructs what it does (`class Trusted(IncludeLoader, yaml.UnsafeLoader)`). Both slots' table.
UNSAFE_YAML_BASES = frozenset({"Loader", "CLoader", "UnsafeLoader", "CUnsafeLoader", "FullLoader", "CFullLoader",
                               "Constructor", "UnsafeConstructor", "FullConstructor"})


def loader_choices(tree: ast.Module) -> dict[int, tuple[ast.expr, ...]]:
    """For each `yaml.load(stream, LOADER)` whose LOADER names no class itself, the classes it can be, by the id of
    its node: a method's own class for `self.__class__` or `type(self)` (and a class method's `cls`), with every
    subclass of it the module defines (an include constructor loads the named file with the loader reading the
    including one, whichever subclass that is); or every value a name the function binds takes (`loader =
    _loaders[mode]` from a module-level table of classes, `loader = ContextLoader` in another branch). A loader any of
    whose values is something else (a parameter, a call's result, a name bound another way) has no entry: it may be
    anything. So has a table the module changes after it is written (a key stored, `update`, `global`)."""
    nodes = list(ast.walk(tree))
    declared = {name for node in nodes if isinstance(node, ast.Global | ast.Nonlocal) for name in node.names}
    tables = _fixed_tables(tree, nodes, declared)
    subclasses = _module_subclasses(tree)
    out: dict[int, tuple[ast.expr, ...]] = {}
    for owner, function in _owned_functions(tree):
        cls = owner.name if isinstance(owner, ast.ClassDef) else None
        for call in (node for node in own_nodes(function) if isinstance(node, ast.Call)):
            if _last(call.func) not in YAML_LOADS:
                continue
            loader = next((k.value for k in call.keywords if k.arg == "Loader"),
                          call.args[1] if len(call.args) > 1 else None)
            if loader is None:
                continue
            own = _own_class(loader, function, cls)
            if own is not None:
                out[id(loader)] = tuple(ast.Name(id=name, ctx=ast.Load(), lineno=loader.lineno)
                                        for name in (own, *subclasses.get(own, ())))
            elif (choices := _loader_values(loader, function, tables, declared)) is not None:
                out[id(loader)] = choices
    return out


def _own_class(loader: ast.expr, function: Function, cls: str | None) -> str | None:
    """CLS when LOADER is the method's own class: `self.__class__` or `type(self)` in a method whose first parameter
    is `self`, `cls` in a class method whose first parameter it is; either never bound again in the method."""
    if cls is None:
        return None
    first = [*function.args.posonlyargs, *function.args.args][:1]
    decorators = {_last(d) for d in function.decorator_list}
    instance = loader.value if isinstance(loader, ast.Attribute) and loader.attr == "__class__" else \
        loader.args[0] if isinstance(loader, ast.Call) and _last(loader.func) == "type" and len(loader.args) == 1 \
        and not loader.keywords else None
    if isinstance(instance, ast.Name):
        name, wanted = instance.id, "self"
        if decorators & {"classmethod", "staticmethod"}:
            return None
    elif isinstance(loader, ast.Name) and loader.id == "cls":
        name, wanted = "cls", "cls"
        if "classmethod" not in decorators:
            return None
    else:
        return None
    if name != wanted or not first or first[0].arg != wanted or _rebound(function, name):
        return None
    return cls


def _rebound(function: ast.AST, name: str) -> bool:
    """Whether NAME is bound in FUNCTION's body (a parameter aside) or by a nested scope (`nonlocal`)."""
    return any(isinstance(node, ast.Name) and node.id == name and not isinstance(node.ctx, ast.Load)
               or name in _bound_otherwise(node) for node in ast.walk(function) if node is not function) \
        or any(name in parameters(node) for node in ast.walk(function)
               if node is not function and isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda))


def parameter_list(function: ast.FunctionDef | ast.AsyncFunctionDef) -> list[str]:
    """FUNCTION's parameters a call can bind by position or by name, in order (`self` included): the positions
    argument_at counts."""
    arguments = function.args
    return [a.arg for a in (*arguments.posonlyargs, *arguments.args, *arguments.kwonlyargs)]


def parameters(function: ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda) -> set[str]:
    """The names of FUNCTION's parameters, `*args` and `**kwargs` included."""
    arguments = function.args
    return {a.arg for a in (*arguments.posonlyargs, *arguments.args, *arguments.kwonlyargs, arguments.vararg,
                            arguments.kwarg) if a is not None}


def _module_subclasses(tree: ast.Module) -> dict[str, tuple[str, ...]]:
    """Each top-level class -> the module's top-level classes derived from it, directly or not."""
    direct: dict[str, list[str]] = {}
    for node in tree.body:
        if isinstance(node, ast.ClassDef):
            for base in node.bases:
                if isinstance(base, ast.Name):
                    direct.setdefault(base.id, []).append(node.name)
    out: dict[str, tuple[str, ...]] = {}
    for name in direct:
        found: list[str] = []
        pending = list(direct[name])
        while pending:
            child = pending.pop()
            if child not in found and child != name:
                found.append(child)
                pending.extend(direct.get(child, ()))
        out[name] = tuple(found)
    return out


def _fixed_tables(tree: ast.Module, nodes: list[ast.AST], declared: set[str]) -> dict[str, ast.Dict]:
    """The module-level names bound once, to a dict literal of class names, and only ever read after: looked up by
    key, asked for its keys, values or items, or tested with `in` (no key stored, no `update`, no other binding)."""
    candidates = {target.id: node.value for node in tree.body if isinstance(node, ast.Assign)
                  and len(node.targets) == 1 and isinstance(target := node.targets[0], ast.Name)
                  and isinstance(node.value, ast.Dict) and target.id not in declared}
    if not candidates:
        return {}
    parents = {id(child): node for node in nodes for child in ast.iter_child_nodes(node)}
    stores: dict[str, int] = {}
    changed: set[str] = set()
    for node in nodes:
        if isinstance(node, ast.Name) and node.id in candidates:
            if not isinstance(node.ctx, ast.Load):
                stores[node.id] = stores.get(node.id, 0) + 1
                continue
            parent = parents.get(id(node))
            if not (isinstance(parent, ast.Subscript) and parent.value is node and isinstance(parent.ctx, ast.Load)
                    or isinstance(parent, ast.Attribute) and parent.attr in _TABLE_READS
                    or isinstance(parent, ast.Compare) and node is not parent.left):
                changed.add(node.id)
        elif any(name in candidates for name in _bound_otherwise(node)):
            changed.update(name for name in _bound_otherwise(node) if name in candidates)
    return {name: table for name, table in candidates.items() if stores.get(name) == 1 and name not in changed}


_TABLE_READS = frozenset({"keys", "values", "items", "get"})


def _loader_values(loader: ast.expr, function: Function, tables: dict[str, ast.Dict],
                   declared: set[str]) -> tuple[ast.expr, ...] | None:
    if isinstance(loader, ast.Subscript):
        return _table_values(loader, function, tables)
    if not isinstance(loader, ast.Name) or loader.id in declared or loader.id in parameters(function):
        return None
    assigned = _assigned_values(function, loader.id)
    if assigned is None:
        return None  # bound by a loop, a with, an unpacking, an import, a match: not only to a class written here
    values: list[ast.expr] = []
    for value in assigned:
        if isinstance(value, ast.Name) and value.id not in declared or isinstance(value, ast.Attribute):
            values.append(value)
        elif isinstance(value, ast.Subscript) and (found := _table_values(value, function, tables)) is not None:
            values.extend(found)
        else:
            return None
    return tuple(values) or None


def _table_values(node: ast.Subscript, function: Function, tables: dict[str, ast.Dict]) -> tuple[ast.expr, ...] | None:
    """The values of the module-level table NODE looks up (not a name the function binds itself), when each is a
    class's name."""
    if not isinstance(node.value, ast.Name) or node.value.id in parameters(function) or _rebound(function,
                                                                                               node.value.id):
        return None
    table = tables.get(node.value.id)
    if table is None or not table.values or not all(isinstance(v, ast.Name | ast.Attribute) for v in table.values):
        return None
    return tuple(table.values)


def _bound_otherwise(node: ast.AST) -> list[str]:
    """Names NODE binds other than by storing into a name: an import, a definition, a handler, a declaration."""
    if isinstance(node, ast.Import | ast.ImportFrom):
        return [(alias.asname or alias.name).split(".")[0] for alias in node.names]
    if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
        return [node.name]
    if isinstance(node, ast.ExceptHandler) and node.name:
        return [node.name]
    if isinstance(node, ast.Global | ast.Nonlocal):
        return list(node.names)
    if isinstance(node, ast.MatchAs | ast.MatchStar) and node.name:
        return [node.name]
    if isinstance(node, ast.MatchMapping) and node.rest:
        return [node.rest]
    return []


def syntax_checks(tree: ast.Module) -> frozenset[int]:
    """The ids of `compile(...)` calls that are whole statements (`compile(code, "", "exec")` in a try that reports a
    SyntaxError): the code object is thrown away, so nothing it holds ever runs; compiling only checks the syntax.
    None in a module that binds the name `compile` itself (`compile = exec`, its own `def compile`, an import)."""
    nodes = list(ast.walk(tree))
    if any("compile" in _bound_otherwise(node) or isinstance(node, ast.Name) and node.id == "compile"
           and not isinstance(node.ctx, ast.Load) for node in nodes):
        return frozenset()
    return frozenset(id(node.value) for node in nodes if isinstance(node, ast.Expr)
                     and isinstance(node.value, ast.Call) and isinstance(node.value.func, ast.Name)
                     and node.value.func.id == "compile")


# Settings that add detail to Django's debug error page alone, which Django shows only while DEBUG is on: beside
# `DEBUG = False` they show no client anything (Django 1.x's TEMPLATE_DEBUG). Both slots read them so.
NEEDS_DEBUG = frozenset({"TEMPLATE_DEBUG"})


def parameter_defaults(args: ast.arguments) -> list[tuple[ast.arg, ast.expr | None]]:
    """Each parameter of ARGS with its default (None without one), positional ones first, then keyword-only."""
    positional = [*args.posonlyargs, *args.args]
    padded: list[ast.expr | None] = [None] * (len(positional) - len(args.defaults))
    padded += args.defaults
    # Both pairs line up: the defaults are padded above, and kw_defaults holds one entry (maybe None) per kwonly arg.
    return [*zip(positional, padded, strict=True), *zip(args.kwonlyargs, args.kw_defaults, strict=True)]
