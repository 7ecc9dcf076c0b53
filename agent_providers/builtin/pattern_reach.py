"""Reachability by names: test-only code, dead code and entry points.

Owns the light project-wide index the pattern slot builds once per snapshot: which names
are called or referenced from test code and from non-test code, which modules non-test
code imports, and which attributes are ever assigned. Only names (and the first path
that uses each) are kept; no AST outlives the file it came from.

Judgments made here are structural, not data flow: a function is test-only when only test
files use its name, dead when nothing uses its name at all, and reachable when a
route-like decorator, a `__main__` guard or a non-test caller leads to it. Names are not
resolved to definitions, so a common name used elsewhere makes a function look live;
that errs toward not refuting.
"""

from __future__ import annotations

import ast
import itertools
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, NamedTuple

from agent_providers.builtin.dynamic import MODULE_HOOKS, dynamic_lookup
from agent_providers.builtin.pattern_source import ParsedFile, Scope, last_name
from tickets.models import Evidence
from twokey.kernel.codeview import CodeView
from twokey.kernel.contentstore import Memo, MemoryMemo
from twokey.kernel.pysource import parse_python

# Decorators that register a function with a framework, so something outside calls it.
ENTRY_DECORATORS = frozenset({
    "route", "get", "post", "put", "patch", "delete", "head", "options", "websocket",
    "api_view", "action", "command", "group", "task", "shared_task", "flow", "receiver",
    "on_event", "before_request", "after_request", "before_app_request", "teardown_request",
    "errorhandler", "app_errorhandler", "view_config", "expose", "endpoint", "listens_for",
    "hookimpl", "callback", "job", "scheduled_job", "periodic_task", "event", "handler",
    "field", "mutation",  # GraphQL resolvers (ariadne's `@query.field("name")`, strawberry's `@strawberry.mutation`)
})
# Methods a framework calls on class-based views and handlers.
VERB_METHODS = frozenset({
    "get", "post", "put", "patch", "delete", "head", "options", "dispatch", "handle",
    "do_GET", "do_POST", "do_PUT", "do_DELETE", "do_HEAD", "run", "execute", "process_request",
    "on_message",  # a WebSocket handler: the client's message
})
# Names an outside runner or platform looks up by convention.
CONVENTIONAL_ENTRIES = frozenset({
    "main", "cli", "app", "application", "create_app", "handler", "lambda_handler", "run",
    "setup", "teardown", "wsgi", "asgi",
})
# Methods a platform calls by name on the handler object it is given, and the packages that call them:
# a mail server's handler, a Twisted resource's child lookup, a spider's default callback.
PLATFORM_CALLBACKS: dict[str, frozenset[str]] = {
    "handle_DATA": frozenset({"aiosmtpd"}), "handle_RCPT": frozenset({"aiosmtpd"}),
    "handle_MAIL": frozenset({"aiosmtpd"}), "process_message": frozenset({"smtpd"}),
    "getChild": frozenset({"twisted"}), "parse": frozenset({"scrapy"}),
}
# Request objects of web frameworks, by their resolved names (the module-global ones).
REQUEST_OBJECTS = frozenset({"flask.request", "quart.request", "bottle.request", "pylons.request",
                             "werkzeug.local.request", "self.request", "cherrypy.request", "web.ctx", "web.input"})
# A view's first parameter, and a WSGI application's, by convention.
VIEW_PARAMS = frozenset({"request", "req"})
WSGI_PARAMS = ("environ", "start_response")
CONTROLLER_SUFFIX = "Controller"  # Pylons, TurboGears: every public method is an action
# Calls and environment keys that mark a CGI script.
CGI_MARKERS = frozenset({"cgi.FieldStorage", "cgi.parse", "cgitb.enable"})
CGI_ENVIRON = frozenset({"QUERY_STRING", "REQUEST_METHOD", "PATH_INFO", "CONTENT_LENGTH", "HTTP_COOKIE"})
_PACKAGING_FILES = ("pyproject.toml", "setup.cfg", "setup.py", "Procfile", "tox.ini")
_IDENT = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
_DOTTED = re.compile(r"[A-Za-z_][\w.:]*")


# A fake server a test suite starts, by its folder's or module's name (`dummyserver`, `mock_server`, `vulnserver`).
_TEST_SERVER = re.compile(r"^(dummy|fake|mock|stub|vuln|test)_?servers?$")


def is_test_path(path: str) -> bool:
    """A test module by its path: under tests/, test/, testing/, testsuite/, a test_* or *_tests package (a
    project's `test_devpi_server/`, `integration_tests/`), test_*.py, *_test.py,
    tests.py or test.py (a Django app's tests), conftest.py, testing.py or testutils.py (a package's test
    helpers), a fake server's folder or module (`dummyserver/app.py`, `mock_server.py`), or behave's steps
    and hooks (`features/steps/`, `features/environment.py`)."""
    parts = path.split("/")
    name = parts[-1]
    behave = any(a == "features" and (b == "steps" or b == "environment.py") for a, b in itertools.pairwise(parts))
    return (
        behave or
        any(part in ("tests", "test", "testing", "testsuite") or _TEST_SERVER.match(part) or part.startswith("test_")
            or part.endswith("_tests") for part in parts[:-1])
        or bool(_TEST_SERVER.match(name.removesuffix(".py")))
        or name.startswith("test_")
        or name.endswith("_test.py")
        or name in ("conftest.py", "testing.py", "testutils.py", "tests.py", "test.py")
    )


# One file's contribution to the index (see `file_names`): JSON-able, so a memo can keep it.
FileNames = dict[str, Any]


@dataclass
class ProjectIndex:
    """Names used across the snapshot, split by test and non-test code."""

    test_users: dict[str, str] = field(default_factory=dict)  # name -> first test path using it
    live_users: dict[str, str] = field(default_factory=dict)  # name -> first non-test path using it
    live_callers: dict[str, str] = field(default_factory=dict)  # name -> first non-test path calling it
    live_loads: dict[str, str] = field(default_factory=dict)  # same, for loads and strings (not imports)
    importers: dict[str, str] = field(default_factory=dict)  # module name -> first non-test importer
    attr_stores: set[str] = field(default_factory=set)
    external: set[str] = field(default_factory=set)  # identifiers in packaging metadata
    prefixes: set[str] = field(default_factory=set)  # literal starts of names completed at run time
    dynamic: set[str] = field(default_factory=set)  # paths that look names up at run time (globals(), getattr)
    library: bool = False  # packaging metadata: the project's public functions have callers outside it
    files: int = 0

    def add_names(self, path: str, names: FileNames) -> None:
        """Add one file's names; files must come in listing order, the first user of a name is kept."""
        self.files += 1
        test = names["test"]
        users = self.test_users if test else self.live_users
        for name in names["users"]:
            users.setdefault(name, path)
        self.attr_stores.update(names["stores"])
        self._add_run_time_names(path, names)
        if test:
            return
        for name in names["loads"]:
            self.live_loads.setdefault(name, path)
        for name in names["callers"]:
            self.live_callers.setdefault(name, path)
        for module in names["imports"]:
            self.importers.setdefault(module, path)

    def _add_run_time_names(self, path: str, names: FileNames) -> None:
        self.prefixes.update(names.get("prefixes", ()))
        if names.get("dynamic"):
            self.dynamic.add(path)

    def used_anywhere(self, name: str) -> bool:
        return name in self.test_users or name in self.live_users or name in self.external

    def built_at_run_time(self, name: str) -> str | None:
        """A literal that begins NAME and is completed at run time somewhere (`"do_" + verb`)."""
        return next((p for p in sorted(self.prefixes) if name.startswith(p) and name != p), None)

    def public_api(self, name: str) -> bool:
        """A public name of a library: code outside the snapshot may call it."""
        return self.library and not name.startswith("_")

    def module_importer(self, path: str) -> str | None:
        """The first non-test file importing the module at PATH, if any."""
        dotted = path[:-3].replace("/", ".") if path.endswith(".py") else path.replace("/", ".")
        if dotted.endswith(".__init__"):
            dotted = dotted[: -len(".__init__")]
        for module, importer in self.importers.items():
            if importer != path and (dotted == module or dotted.endswith("." + module)):
                return importer
        return None


class NameCollector:
    """Takes one file's names node by node, so a walk that visits every node anyway (Bandit's) can feed it."""

    def __init__(self) -> None:
        self.users: set[str] = set()
        self.loads: set[str] = set()
        self.callers: set[str] = set()
        self.stores: set[str] = set()
        self.imports: set[str] = set()
        self.prefixes: set[str] = set()
        self.dynamic = False

    def note(self, node: ast.AST) -> None:
        # Called for every node of every file (Django: 630,000): most kinds hold nothing this collects.
        if type(node) not in _NOTED:
            return
        for name in _names_used(node):
            self.users.add(name)
            if not isinstance(node, ast.ImportFrom):
                self.loads.add(name)
        prefix = _name_prefix(node)
        if prefix:
            self.prefixes.add(prefix)
        if isinstance(node, ast.Call):
            called = _called_name(node)
            if called:
                self.callers.add(called)
            self.dynamic = self.dynamic or dynamic_lookup(node)
        elif isinstance(node, ast.Attribute) and isinstance(node.ctx, ast.Store):
            self.stores.add(node.attr)
        elif isinstance(node, ast.Import | ast.ImportFrom):
            self.imports.update(_imported_modules(node))

    def names(self, path: str) -> FileNames:
        """What the file at PATH adds to the index, as JSON-able sorted lists."""
        test = is_test_path(path)
        live = not test  # a test file's loads, calls and imports never enter the index
        return {"test": test, "users": sorted(self.users), "stores": sorted(self.stores),
                "loads": sorted(self.loads) if live else [], "callers": sorted(self.callers) if live else [],
                "imports": sorted(self.imports) if live else [],
                "prefixes": sorted(self.prefixes), "dynamic": self.dynamic}


def file_names(path: str, tree: ast.Module) -> FileNames:
    """What one file adds to the index: a pure function of its path and tree."""
    collector = NameCollector()
    for node in ast.walk(tree):
        collector.note(node)
    return collector.names(path)


def names_key(path: str, content_id: str) -> str:
    return f"pattern-names\0{path}\0{content_id}"


def build_index(view: CodeView, memo: Memo | None = None) -> ProjectIndex:
    """The index of every Python file of VIEW in listing order, then packaging names.

    A file's names come from MEMO when its content was indexed before (while raising, or by an
    earlier run); only the others are read and parsed here, one tree at a time."""
    memo = memo if memo is not None else MemoryMemo()
    index = ProjectIndex()
    for path, content_id in view.python_listing():
        names = _names_of(view, path, content_id, memo)
        if names is not None:
            index.add_names(path, names)
    for name in _PACKAGING_FILES:
        try:
            if view.exists(name):
                text = view.read_text(name)
                index.external.update(_IDENT.findall(text))
                index.library = index.library or _declares_distribution(name, text)
        except Exception:  # withheld or unreadable metadata only loses entry-point names
            continue
    return index


def _names_of(view: CodeView, path: str, content_id: str, memo: Memo) -> FileNames | None:
    key = names_key(path, content_id)
    known = memo.get(key)
    if known is not None:
        return known or None  # {} marks content that does not parse
    try:
        text = view.read_text(path)
    except Exception:  # withheld or unreadable: not in the index, as before
        return None
    try:
        names: FileNames = file_names(path, parse_python(text).tree)
    except (SyntaxError, ValueError, RecursionError):
        names = {}
    memo.put(key, names)
    return names or None


def _declares_distribution(name: str, text: str) -> bool:
    """setup.py, or a setup.cfg/pyproject.toml naming a distribution: others install and import it."""
    markers = {"setup.py": "", "setup.cfg": "[metadata]", "pyproject.toml": "[project]"}
    if name not in markers:
        return False
    return not markers[name] or markers[name] in text or "[tool.poetry]" in text


# Reads and parses one snapshot file (cached by the caller), None if it cannot.
Loader = Callable[[str], ParsedFile | None]


class ReachFact(NamedTuple):
    kind: str  # test-path | build-script | test-only | dead | route | verb-method | called | main-guard | imported
    reason: str
    evidence: list[Evidence]


# -- refutations ------------------------------------------------------------------------


def test_path_fact(parsed: ParsedFile, start: int, end: int) -> ReachFact | None:
    if not is_test_path(parsed.path):
        return None
    while not parsed.quote(start, end) and end < len(parsed.lines):
        start = end = end + 1  # a blank cited line: quote the next line with text
    quote = parsed.quote(start, end)
    if not quote:
        return None
    note = "this file is a test module by its path; test code is not shipped or reachable in production"
    return ReachFact("test-path", f"{parsed.path} is a test module, so the cited code runs only under the test runner",
                     [_evidence(parsed, start, end, quote, note)])


# The calls that make a `setup.py` the distribution's build script.
_SETUP_CALLS = frozenset({"setuptools.setup", "distutils.core.setup"})


def build_script_fact(parsed: ParsedFile, start: int, end: int) -> ReachFact | None:
    """A `setup.py` that calls setuptools' or distutils' `setup()`: the packager or pip runs it on the machine that
    builds the package, with the packager's own files and arguments; nothing of it is installed or served."""
    if parsed.path.rsplit("/", 1)[-1] != "setup.py":
        return None
    setup = next((call for call in parsed.calls if parsed.call_name(call) in _SETUP_CALLS), None)
    quote = parsed.quote(start, end)
    if setup is None or not quote:
        return None
    note = "the cited code, in the distribution's build script"
    return ReachFact("build-script", f"{parsed.path} calls {parsed.call_name(setup)}() on line {setup.lineno}: it is "
                     "the distribution's build script, run by the packager on the build machine with the packager's "
                     "own inputs, and no part of what the package installs or serves",
                     [_evidence(parsed, start, end, quote, note),
                      _evidence(parsed, setup.lineno, setup.lineno, parsed.quote(setup.lineno, setup.lineno),
                                "the call to setup() that makes this file the build script")])


def test_only_fact(parsed: ParsedFile, scope: Scope | None, index: ProjectIndex, load: Loader) -> ReachFact | None:
    """The enclosing function is used by test files and by nothing else."""
    if scope is None or _externally_entered(parsed, scope, index):
        return None
    name = scope.node.name
    if scope.in_class and _has_bases(parsed.class_of(scope)):
        return None  # framework hooks arrive through inheritance; names alone cannot tell
    if name not in index.test_users or name in index.live_users or index.public_api(name):
        return None  # a library's public function is called from outside, not only by its tests
    evidence = [_def_evidence(parsed, scope, "the enclosing function")]
    test_path = index.test_users[name]
    use = _first_use(load, test_path, name)
    if use:
        evidence.append(Evidence(path=test_path, start_line=use[0], end_line=use[0], quote=use[1],
                                 note=f"a test uses {name}; no non-test module does"))
    return ReachFact("test-only", f"{scope.qualname} is used only from test code (first from {test_path}); "
                                  "no non-test module calls or references it", evidence)


def dead_fact(parsed: ParsedFile, scope: Scope | None, index: ProjectIndex) -> ReachFact | None:
    """The enclosing function is private and its name is used nowhere in the project, and nothing in
    it says a framework finds it by itself (a route decorator, a view's or a WSGI application's
    signature, a read of the request). A public function is never dead: any importer, inside the
    snapshot or not, may call it."""
    if scope is None or scope.in_class or scope.node.decorator_list or not _private(scope.node.name):
        return None
    if any(_framework_entry(parsed, line, readers=False) for line in _def_lines(parsed, scope)):
        return None
    name = scope.node.name
    if name in CONVENTIONAL_ENTRIES or name in MODULE_HOOKS or (name.startswith("__") and name.endswith("__")) \
            or name.startswith("test"):
        return None
    if index.used_anywhere(name) or index.public_api(name) or parsed.path in index.dynamic:
        return None  # a library's callers are outside; globals()/getattr may reach any function here
    if index.built_at_run_time(name):
        return None  # `"do_" + verb` somewhere may complete to this name
    return ReachFact("dead", f"{scope.qualname} is never called or referenced anywhere in the project "
                             "(no call, name, attribute, import, __all__ entry, decorator, entry point, "
                             "or name built at run time)",
                     [_def_evidence(parsed, scope, "defined here and used nowhere")])


# -- entry points (for confirmation) ----------------------------------------------------


def entry_fact(
    parsed: ParsedFile, scope: Scope | None, line: int, index: ProjectIndex, load: Loader
) -> ReachFact | None:
    """Why the code at LINE is reachable from outside, with evidence, or None."""
    if scope is None:
        return _module_entry(parsed, line, index, load)
    framework = _framework_entry(parsed, line, readers=False)
    if framework is not None:
        return framework
    owner = parsed.class_of(scope) if scope.in_class else None
    if owner is not None and _called_by_framework(scope.node.name, owner, parsed):
        return ReachFact("verb-method", f"{scope.qualname} is a method its framework calls on a subclass",
                         [_evidence(parsed, owner.lineno, owner.lineno, parsed.line(owner.lineno).strip(),
                                    "the subclass"),
                          _def_evidence(parsed, scope, "a method the framework calls")])
    platform = _platform_callback(parsed, scope) or _served_method(parsed, scope, owner, index, load)
    if platform is not None:
        return platform
    reader = _request_reader(parsed, [s for s in parsed.scopes if not isinstance(s.node, ast.ClassDef)
                                      and s.start <= line <= s.end])
    if reader is not None:
        return reader
    name = scope.node.name
    caller_path = index.live_callers.get(name)
    if caller_path is not None:
        use = _first_use(load, caller_path, name, calls_only=True, skip=scope if caller_path == parsed.path else None)
        if use:
            return ReachFact("called", f"{scope.qualname} is called from non-test code ({caller_path}:{use[0]})",
                             [Evidence(path=caller_path, start_line=use[0], end_line=use[0], quote=use[1],
                                       note=f"non-test caller of {name}"),
                              _def_evidence(parsed, scope, "the enclosing function")])
    user_path = index.live_loads.get(name)
    if user_path is not None:  # a dispatch table, callback or registration names it
        use = _first_use(load, user_path, name, skip=scope if user_path == parsed.path else None, imports=False)
        if use:
            return ReachFact("referenced", f"{scope.qualname} is referenced from non-test code "
                                           f"({user_path}:{use[0]}), e.g. as a callback or dispatch entry",
                             [Evidence(path=user_path, start_line=use[0], end_line=use[0], quote=use[1],
                                       note=f"non-test reference to {name}"),
                              _def_evidence(parsed, scope, "the enclosing function")])
    return _public_entry(parsed, scope)


def _served_method(parsed: ParsedFile, scope: Scope, owner: ast.ClassDef | None, index: ProjectIndex,
                   load: Loader) -> ReachFact | None:
    """A public method of a class an instance of which is handed to an XML-RPC server
    (`server.register_instance(WarehouseService(store))`): the server calls it with whatever a client sends."""
    if owner is None or _private(scope.node.name):
        return None
    path = index.live_callers.get(owner.name)
    served = load(path) if path is not None else None
    if path is None or served is None:
        return None
    for node in ast.walk(served.tree):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) \
                and node.func.attr == "register_instance" and node.args and isinstance(node.args[0], ast.Call) \
                and last_name(served.dotted(node.args[0].func) or "") == owner.name:
            quote = served.line(node.lineno).strip()
            return ReachFact("registered", f"{scope.qualname} is a public method of an instance registered with an "
                                           f"XML-RPC server ({path}:{node.lineno}), which calls it for any client",
                             [Evidence(path=path, start_line=node.lineno, end_line=node.lineno, quote=quote,
                                       note=f"an instance of {owner.name} served over XML-RPC"),
                              _def_evidence(parsed, scope, "a method the server calls")])
    return None


def _public_entry(parsed: ParsedFile, scope: Scope) -> ReachFact | None:
    """A public function (or a public method of a public class) of a module others import: whoever
    imports the module may call it, inside the snapshot or outside it (a library's users)."""
    owner = parsed.class_of(scope) if scope.in_class else None
    names = [scope.node.name] + ([owner.name] if owner is not None else [])
    if is_test_path(parsed.path) or parsed.main_guard() is not None or scope.qualname.count(".") > 1:
        return None
    if any(_private(name) for name in names) or (scope.in_class and owner is None):
        return None
    return ReachFact("public", f"{scope.qualname} is a public {'method' if owner else 'function'} of "
                               f"{parsed.path}: any importer of the module, in the project or outside it, may call it",
                     [*_class_evidence(parsed, scope), _def_evidence(parsed, scope, "public: importers call it")])


def _class_evidence(parsed: ParsedFile, scope: Scope) -> list[Evidence]:
    """The `class` statement of a method's class: what it subclasses tells who calls the method."""
    owner = parsed.class_of(scope) if scope.in_class else None
    if owner is None:
        return []
    return [_evidence(parsed, owner.lineno, owner.lineno, parsed.line(owner.lineno).strip(), "the method's class")]


def _lambda_handler(parsed: ParsedFile, scope: Scope) -> ReachFact | None:
    """A module-level `def NAME(event, context)` that reads its event: the shape of an AWS Lambda handler, which
    the platform calls with each event (the name is configuration, outside the code)."""
    node = scope.node
    if isinstance(node, ast.ClassDef) or scope.in_class or scope.qualname.count(".") \
            or [a.arg for a in node.args.args[:2]] != ["event", "context"]:
        return None
    reads = [name for name in ast.walk(node) if isinstance(name, ast.Name) and name.id == "event"
             and isinstance(name.ctx, ast.Load)]
    if not reads:
        return None
    first = min(reads, key=lambda name: (name.lineno, name.col_offset))
    return ReachFact("lambda", f"{scope.qualname} has a Lambda handler's parameters (event, context) and reads "
                               f"its event on line {first.lineno}: the platform calls it with each event",
                     [_def_evidence(parsed, scope, "a Lambda handler's signature"),
                      _evidence(parsed, first.lineno, first.lineno, parsed.line(first.lineno).strip(),
                                "reads the event")])


def _private(name: str) -> bool:
    return name.startswith("_") and not (name.startswith("__") and name.endswith("__"))


def _framework_entry(parsed: ParsedFile, line: int, readers: bool = True) -> ReachFact | None:
    """A def around LINE (innermost first, nested handlers of an app factory included) that a
    framework calls: registered by a route-like decorator, a view taking the request, or a WSGI
    application."""
    enclosing = [s for s in parsed.scopes if not isinstance(s.node, ast.ClassDef) and s.start <= line <= s.end]
    for scope in sorted(enclosing, key=lambda s: -s.start):
        decorator = _entry_decorator(parsed, scope)
        if decorator is not None:
            end = decorator.end_lineno or decorator.lineno
            return ReachFact("route", f"{scope.qualname} is registered by the decorator on line {decorator.lineno}",
                             [_evidence(parsed, decorator.lineno, end, parsed.quote(decorator.lineno, end),
                                        "registers the handler with a framework, so outside requests reach it"),
                              _def_evidence(parsed, scope, "the enclosing handler")])
        kind = _view_signature(scope)
        if kind:
            return ReachFact("view", f"{scope.qualname} is {kind}, which its framework calls for each request",
                             [*_class_evidence(parsed, scope), _def_evidence(parsed, scope, kind)])
        event = _lambda_handler(parsed, scope)
        if event is not None:
            return event
    return _request_reader(parsed, enclosing) if readers else None


def _request_reader(parsed: ParsedFile, enclosing: list[Scope]) -> ReachFact | None:
    """A def that reads a web framework's request object: it runs while a request is handled
    (the framework would raise outside one), whoever registered it."""
    for scope in sorted(enclosing, key=lambda s: -s.start):
        for node in ast.walk(scope.node):
            if isinstance(node, ast.Attribute) and _request_object(parsed, node.value):
                imported = _request_import(parsed)
                evidence = [_segment_evidence(parsed, node, "reads the request"),
                            _def_evidence(parsed, scope, "the function that reads it")]
                if imported is not None:
                    evidence.insert(0, imported)
                return ReachFact("request", f"{scope.qualname} reads the web request ({parsed.dotted(node)}, line "
                                            f"{node.lineno}), so it runs while a request is handled", evidence)
    return None


def _request_object(parsed: ParsedFile, node: ast.AST) -> bool:
    dotted = parsed.dotted(node)
    return dotted in REQUEST_OBJECTS or (dotted == "request" and "request" in parsed.aliases)


def _request_import(parsed: ParsedFile) -> Evidence | None:
    """The line importing the framework's request object, as evidence of which request is read."""
    for node in parsed.tree.body:
        if isinstance(node, ast.ImportFrom) and any(a.name == "request" for a in node.names):
            return _evidence(parsed, node.lineno, node.lineno, parsed.line(node.lineno).strip(),
                             "the framework's request object")
    return None


def _def_lines(parsed: ParsedFile, scope: Scope) -> list[int]:
    """The first body line of SCOPE and of every def nested in it."""
    return [s.node.body[0].lineno for s in parsed.scopes
            if not isinstance(s.node, ast.ClassDef) and scope.start <= s.start <= scope.end]


def _view_signature(scope: Scope) -> str:
    """'a view taking the request' or 'a WSGI application' when the def's parameters say so."""
    if isinstance(scope.node, ast.ClassDef):
        return ""
    args = scope.node.args
    names = [a.arg for a in (*args.posonlyargs, *args.args)]
    if scope.in_class:
        names = names[1:]
    if names[:1] and names[0] in VIEW_PARAMS:
        return "a view taking the request"
    if set(WSGI_PARAMS) <= set(names):
        return "a WSGI application"
    return ""


def _called_by_framework(name: str, owner: ast.ClassDef, parsed: ParsedFile) -> bool:
    """A verb method of a subclass (a view, a handler), or a public action of a controller."""
    if name in VERB_METHODS and _has_bases(owner):
        return True
    bases = [parsed.dotted(b) for b in owner.bases]
    return not name.startswith("_") and any(last_name(b).endswith(CONTROLLER_SUFFIX) for b in bases)


def _platform_callback(parsed: ParsedFile, scope: Scope) -> ReachFact | None:
    """A method named as a platform's callback in a module that imports that platform."""
    packages = PLATFORM_CALLBACKS.get(scope.node.name)
    if not packages or not scope.in_class:
        return None
    for node in parsed.tree.body:
        if isinstance(node, (ast.Import, ast.ImportFrom)) and any(m.split(".")[0] in packages
                                                                  for m in _imported_modules(node)):
            return ReachFact("platform", f"{scope.qualname} is a callback its platform calls by name "
                                         f"({', '.join(sorted(packages))}, imported on line {node.lineno})",
                             [_evidence(parsed, node.lineno, node.lineno, parsed.line(node.lineno).strip(),
                                        "imports the platform that calls the method"),
                              _def_evidence(parsed, scope, "the callback")])
    return None


def _cgi_entry(parsed: ParsedFile) -> ReachFact | None:
    """A CGI script: the web server runs its top level for each request. The marks: it reads the
    request (cgi.FieldStorage, or QUERY_STRING from the environment) and imports cgi or prints the
    Content-Type header a CGI response starts with."""
    marks = [_segment_evidence(parsed, call, "reads the CGI request") for call in parsed.calls
             if parsed.call_name(call) in CGI_MARKERS]
    marks += [_segment_evidence(parsed, node, "the CGI request's environment key") for node in ast.walk(parsed.tree)
              if isinstance(node, ast.Constant) and node.value in CGI_ENVIRON and _in_environ_lookup(parsed, node)]
    if not marks:
        return None
    marks += _cgi_response(parsed)
    return ReachFact("cgi", f"{parsed.path} reads a CGI request (line {marks[0].start_line}), so the web server "
                            "runs its top level for each request", marks[:3])


def _cgi_response(parsed: ParsedFile) -> list[Evidence]:
    """`import cgi` or a printed Content-Type header: the script answers a web server."""
    found = []
    for node in ast.walk(parsed.tree):
        if isinstance(node, (ast.Import, ast.ImportFrom)) and any(m.split(".")[0] in ("cgi", "cgitb")
                                                                  for m in _imported_modules(node)):
            found.append(_evidence(parsed, node.lineno, node.lineno, parsed.line(node.lineno).strip(), "imports cgi"))
        elif isinstance(node, ast.Constant) and isinstance(node.value, str) \
                and node.value.lower().startswith("content-type:"):
            found.append(_segment_evidence(parsed, node, "the CGI response header"))
    return sorted(found, key=lambda e: e.start_line)[:1]


def _segment_evidence(parsed: ParsedFile, node: ast.AST, note: str) -> Evidence:
    """The exact text of NODE when it sits on one line (the line itself otherwise)."""
    line = getattr(node, "lineno", 1)
    segment = ast.get_source_segment(parsed.text, node) if getattr(node, "end_lineno", line) == line else None
    return _evidence(parsed, line, line, segment or parsed.line(line).strip(), note)


def _in_environ_lookup(parsed: ParsedFile, node: ast.AST) -> bool:
    parent = parsed.parents.get(node)
    holder = parent.value if isinstance(parent, ast.Subscript) else None
    if isinstance(parent, ast.Call) and isinstance(parent.func, ast.Attribute):
        holder = parent.func.value
    return holder is not None and parsed.dotted(holder) == "os.environ"


def _module_entry(parsed: ParsedFile, line: int, index: ProjectIndex, load: Loader) -> ReachFact | None:
    cgi = _cgi_entry(parsed)
    if cgi is not None:
        return cgi
    guard = parsed.main_guard()
    if guard is not None:
        return ReachFact("main-guard",
                         f"{parsed.path} is a script run directly (__main__ guard on line {guard.lineno})",
                         [_evidence(parsed, guard.lineno, guard.lineno, parsed.line(guard.lineno).strip(),
                                    "the module runs as a script")])
    importer = index.module_importer(parsed.path)
    if importer is not None:
        stem = parsed.path.rsplit("/", 1)[-1][:-3]
        use = _first_import(load, importer, stem)
        if use:
            return ReachFact("imported", f"module-level code runs when {importer} imports this module",
                             [Evidence(path=importer, start_line=use[0], end_line=use[0], quote=use[1],
                                       note="non-test import runs this module's top level")])
    return None


# -- helpers ----------------------------------------------------------------------------


def _externally_entered(parsed: ParsedFile, scope: Scope, index: ProjectIndex) -> bool:
    name = scope.node.name
    return (
        _entry_decorator(parsed, scope) is not None
        or name in CONVENTIONAL_ENTRIES
        or name in index.external
        or (name.startswith("__") and name.endswith("__"))
    )


def _entry_decorator(parsed: ParsedFile, scope: Scope) -> ast.expr | None:
    for decorator in scope.node.decorator_list:
        target = decorator.func if isinstance(decorator, ast.Call) else decorator
        dotted = parsed.dotted(target)
        if last_name(dotted) in ENTRY_DECORATORS or "route" in dotted.lower():
            return decorator
    return None


def _has_bases(node: ast.ClassDef | None) -> bool:
    if node is None:
        return False
    return any(not (isinstance(b, ast.Name) and b.id == "object") for b in node.bases)


def _def_evidence(parsed: ParsedFile, scope: Scope, note: str) -> Evidence:
    line = scope.node.lineno
    return _evidence(parsed, line, line, parsed.line(line).strip(), note)


def _evidence(parsed: ParsedFile, start: int, end: int, quote: str, note: str) -> Evidence:
    return Evidence(path=parsed.path, start_line=start, end_line=end, quote=quote[:4000], note=note[:1000])


def _called_name(call: ast.Call) -> str | None:
    if isinstance(call.func, ast.Name):
        return call.func.id
    if isinstance(call.func, ast.Attribute):
        return call.func.attr
    return None


# The node kinds `NameCollector.note` takes anything from (names, prefixes, calls, stores, imports).
_NOTED = frozenset({ast.Name, ast.Attribute, ast.ImportFrom, ast.Import, ast.Constant, ast.BinOp, ast.JoinedStr,
                    ast.Call})


def _names_used(node: ast.AST) -> list[str]:
    if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Load):
        return [node.id]
    if isinstance(node, ast.Attribute) and isinstance(node.ctx, ast.Load):
        return [node.attr]
    if isinstance(node, ast.ImportFrom):
        return [alias.name for alias in node.names]
    if isinstance(node, ast.Constant) and isinstance(node.value, str) and len(node.value) <= 200:
        if _DOTTED.fullmatch(node.value):
            return _IDENT.findall(node.value)
    return []




def _name_prefix(node: ast.AST) -> str | None:
    """The identifier-like literal that starts a string built at run time: "do_" + x, f"on_{x}", "h_%s" % x."""
    first: ast.AST | None = None
    if isinstance(node, ast.BinOp) and isinstance(node.op, (ast.Add, ast.Mod)):
        first = node.left
    elif isinstance(node, ast.JoinedStr) and len(node.values) > 1:
        first = node.values[0]
    elif isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "format":
        first = node.func.value
    if not (isinstance(first, ast.Constant) and isinstance(first.value, str)):
        return None
    match = _IDENT.match(first.value)
    return match.group(0) if match else None


def _imported_modules(node: ast.AST) -> list[str]:
    if isinstance(node, ast.Import):
        return [alias.name for alias in node.names]
    if isinstance(node, ast.ImportFrom):
        base = node.module or ""
        names = [f"{base}.{a.name}" if base else a.name for a in node.names]
        return ([base] if base else []) + names
    return []


def _first_use(load: Loader, path: str, name: str, calls_only: bool = False,
               skip: Scope | None = None, imports: bool = True) -> tuple[int, str] | None:
    """The first line in PATH that calls (or, failing that, references) NAME, with its text."""
    parsed = load(path)
    if parsed is None:
        return None
    calls, refs = [], []
    for node in ast.walk(parsed.tree):
        line = getattr(node, "lineno", 0)
        if skip is not None and skip.start <= line <= skip.end:
            continue  # a recursive call is not a caller
        if isinstance(node, ast.Call) and _called_name(node) == name:
            calls.append(line)
        elif not calls_only and (imports or not isinstance(node, ast.ImportFrom)) and name in _names_used(node):
            refs.append(line)
    for line in sorted(calls) or sorted(refs):
        text = parsed.line(line).strip()
        if text:
            return line, text
    return None


def _first_import(load: Loader, path: str, stem: str) -> tuple[int, str] | None:
    parsed = load(path)
    if parsed is None:
        return None
    lines = sorted(
        node.lineno
        for node in ast.walk(parsed.tree)
        if isinstance(node, (ast.Import, ast.ImportFrom))
        and any(stem in module.split(".") for module in _imported_modules(node))
    )
    return (lines[0], parsed.line(lines[0]).strip()) if lines else None
