"""Expression evaluation of the taint slot: the fact of every expression, in one scope.

Owns sources (request objects, argv, environment, files, sockets), propagation through
operators, containers and calls, sanitisers, and same-module call summaries. Sink
matching lives in taint_sinks; statements live in taint_engine.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cached_property
from typing import NamedTuple, Protocol, TypeGuard

from agent_providers.builtin import taint_dispatch, taint_segments, taint_urls
from agent_providers.builtin.admin_guards import Guard
from agent_providers.builtin.html_escapes import decodes_markup, escapes_html
from agent_providers.builtin.password_hashes import FAST_HASHES, USER_PASSWORD, named_in
from agent_providers.builtin.python_idioms import argument_at
from agent_providers.builtin.route_patterns import Registration
from agent_providers.builtin.taint_facts import (
    CLEAN,
    CONST,
    CONST_HTML,
    HASH,
    MEMBER,
    PARAM,
    PARAM_IN_NAME,
    RANDOM,
    TEMPNAME,
    UNIQUE,
    UNTRUSTED,
    ClassSummary,
    Fact,
    Origin,
    ParamSink,
    Prune,
    SinkSite,
    State,
    Step,
    Summary,
    cleared_for,
    cleared_origin,
    cleared_untrusted,
    client_statement,
    drop_items,
    drop_resolved_from,
    in_memory_file,
    item_key,
    join,
    keyed,
    merge,
    read_back,
    rest_of,
    uncleared_origin,
    without_archive_names,
)
from agent_providers.builtin.taint_intent import BENIGN, SECURITY, IntentUse, credential_name
from agent_providers.builtin.taint_models import Validators, checked_fields
from agent_providers.builtin.taint_none_guards import is_none
from agent_providers.builtin.taint_own_files import path_key
from agent_providers.builtin.taint_rules import (
    ARCHIVE_MEMBERS,
    ARCHIVE_OPENERS,
    ARGUMENT_METHODS,
    CAPTURE_MAPPINGS,
    CATEGORY_SANITISERS,
    CLEAN_METHODS,
    CLI_PARSERS,
    COMMAND_ENVIRON,
    DB_FETCH_METHODS,
    DECRYPTING_METHODS,
    DEFERRED_CALLS,
    ENVIRON_ATTRS,
    ENVIRON_OBJECTS,
    EXAMPLE_KEYWORDS,
    FETCH_FUNCTIONS,
    FETCHED,
    FILE_CONTENTS,
    FILE_META_ATTRS,
    FILE_OPENERS,
    FILE_READ_METHODS,
    FIRST_ARGUMENT_ONLY,
    FIXED_TEMP,
    FORM_DATA_ATTRS,
    HANDED_CATEGORIES,
    HANDOFF_FUNCTIONS,
    HANDOFF_METHODS,
    HASHED_PASSWORD_NAME,
    HTML_TAG,
    HTTP_CLIENT_METHODS,
    HTTP_CLIENTS,
    IN_MEMORY_FILES,
    KNOWN_NAMES,
    KNOWN_PROPAGATORS,
    LDAP_CONNECTIONS,
    LOCAL_URL_BUILDERS,
    LOCAL_URL_METHODS,
    MAIL_HEADER,
    MAIL_HEADER_METHODS,
    MAIL_MESSAGE,
    MAIL_METHODS,
    MAIL_MODULES,
    MAIL_PARSERS,
    MAIL_PARTS_METHODS,
    MAPPING_GETTERS,
    MARKUP_CLASSES,
    MESSAGE_ATTRS,
    MODULE_FINDERS,
    OFFER_MATCHERS,
    ORM_FUNCTIONS,
    ORM_READ_METHODS,
    OWN_RECORDS,
    OWN_SITE_ARGUMENTS,
    PACKAGE_RESOURCE_PATHS,
    PASSWORD_NAME,
    PATH_BUILDERS,
    PRIVATE_FOLDER_MAKERS,
    PROMPTS,
    PURE_FUNCTIONS,
    QUEUE_MESSAGE,
    QUEUE_POP_METHODS,
    RANDOM_FUNCTIONS,
    RANDOM_GENERATOR,
    REFERER_PARTS,
    REMOTE_LISTER,
    REMOTE_LISTING,
    REMOTE_LISTING_METHODS,
    REMOTE_LISTING_MODULES,
    REQUEST_ATTRS,
    REQUEST_CONSTRUCTORS,
    REQUEST_FUNCTIONS,
    REQUEST_HOST_PARTS,
    REQUEST_METHODS,
    REQUEST_OBJECTS,
    REQUEST_PARSER_MODULES,
    REQUEST_PATH_PARTS,
    REQUEST_URL_PARTS,
    RPC_INSTANCE_REGISTRAR,
    RPC_REGISTRARS,
    SANITISER_NAME,
    SANITISERS,
    SAX_PARSERS,
    SELF_SOURCE_ATTRS,
    SELF_SOURCE_METHODS,
    SERIALISERS,
    SHARED_TEMP,
    SHARED_TEMP_DIRS,
    SOCKET_METHODS,
    SOURCE_ATTRIBUTES,
    SOURCE_FUNCTIONS,
    STORED,
    STREAM_READER_METHODS,
    STRING_METHODS,
    TASK_HANDOFFS,
    TEMP_FOLDER,
    TEMPLATE_ENVIRONMENTS,
    TEMPLATE_VALUE,
    TEMPNAME_FUNCTIONS,
    TRIGGER_CONF,
    UNIQUE_NAMERS,
    VALIDATING_METHODS,
    WEAK_HASHES,
    WEB2PY_URL_PLACES,
    WEB2PY_URLS,
    client_environ_key,
    command_line,
)
from agent_providers.builtin.taint_scope import Const, const_truth, dotted_name, resolve

# The `part` of an environment source that holds a command line by convention (COMMAND_ENVIRON).
COMMAND = "command environment variable"
# WSGI/CGI environment keys that hold the same as a request attribute: the Host header, the path.
ENVIRON_PARTS = {"HTTP_HOST": "host", "PATH_INFO": "path_info", "REQUEST_URI": "uri", "RAW_URI": "uri",
                 "HTTP_REFERER": "referer"}
MAX_EXPR = 80


class Outside(Protocol):
    """What the rest of the project tells the analysis of one module."""

    @property
    def path(self) -> str: ...

    @property
    def module(self) -> str:
        """This module's dotted name."""
        ...

    @property
    def package(self) -> str:
        """The package its relative imports start from."""
        ...

    def resolve(self, canonical: str) -> str:
        """CANONICAL with re-exports of the repository's modules and compatibility aliases followed."""
        ...

    def function(self, canonical: str) -> Summary | None:
        """The summary of another module's top-level function."""
        ...

    def klass(self, canonical: str) -> ClassSummary | None:
        """The summary of another module's top-level class."""
        ...

    def safe_parser(self, canonical: str) -> int | None:
        """The line where another module binds this module-level name to an XML parser that resolves no entities."""
        ...

    def instance(self, canonical: str) -> str | None:
        """The class (a resolved name) of another module's module-level instance (`Files = FilesTable()`)."""
        ...

    def pattern(self, canonical: str) -> str | None:
        """The regular expression another module's module-level name is compiled from (`MD5 = re.compile(...)`)."""
        ...

    def routes(self, handler: str) -> tuple[tuple[str, Registration], ...]:
        """Every route registration of the project for a handler of that last name, with its file."""
        ...


class Target(NamedTuple):
    """What a call runs, as far as the analysis can see: a summary, how arguments bind to it, and
    the class it makes, for a constructor."""

    summary: Summary | None
    offset: int = 0  # 1 when the first parameter (self) is bound by the call itself
    instance: str | None = None  # the class a constructor call makes
    cls: str | None = None  # the class (resolved name) whose method or constructor runs
    method: str = ""
    deferred: bool = False  # queued for a worker (`task.delay(...)`): the call returns no result of it
    # a method of another module's module-level instance: what it checks may be replaced at run time (`obj.check =
    # skip`, a rebinding in a third module), so its promises, vouches and sanitiser name are not taken
    through_instance: bool = False


@dataclass
class ModuleContext:
    """What every scope of one module shares: names, constants and call summaries."""

    imports: dict[str, str]
    consts: dict[str, Const]
    functions: dict[str, Summary] = field(default_factory=dict)
    methods: dict[str, Summary] = field(default_factory=dict)
    globals: State = field(default_factory=dict)
    lines: list[str] = field(default_factory=list)
    dicts: dict[str, tuple[dict[str, object], int]] = field(default_factory=dict)  # constant module dicts
    class_consts: dict[str, dict[str, Const]] = field(default_factory=dict)  # class -> constant attributes
    # class -> attributes its methods set on self only to string literals, and those literals (attribute_literals)
    attribute_literals: dict[str, dict[str, frozenset[str]]] = field(default_factory=dict)
    private_folders: dict[str, frozenset[str]] = field(default_factory=dict)  # class -> mkdtemp attributes
    class_lines: dict[str, int] = field(default_factory=dict)  # class -> the line of its `class` statement
    outside: Outside | None = None
    module: str = ""
    classes: dict[str, dict[str, Summary]] = field(default_factory=dict)  # class -> method summaries
    class_bases: dict[str, tuple[str, ...]] = field(default_factory=dict)  # class -> resolved base names
    # classes a function defines in its body (INGInious's `class OrderedLoader(SafeLoader)` inside `load`):
    # (function symbol, class name) -> resolved base names
    local_class_bases: dict[tuple[str, str], tuple[str, ...]] = field(default_factory=dict)
    field_validators: dict[str, Validators] = field(default_factory=dict)  # class -> its validators (taint_models)
    field_models: dict[str, dict[str, str]] = field(default_factory=dict)  # class -> field -> its project class
    resolved: dict[str, str] = field(default_factory=dict)  # memo of names resolved through OUTSIDE
    named: dict[int, str | None] = field(default_factory=dict)  # memo of `canonical`, by node
    members: dict[str, dict[str, Fact]] = field(default_factory=dict)  # class -> attribute -> what self.X holds
    sessions: dict[str, Fact] = field(default_factory=dict)  # session key -> untrusted data some handler stored
    patterns: dict[str, str] = field(default_factory=dict)  # module name -> the regular expression compiled into it
    safe_parsers: dict[str, int] = field(default_factory=dict)  # module or self name -> line of its safe XMLParser
    member_sinks: dict[tuple[str, str], list[tuple[int, ParamSink]]] = field(default_factory=dict)
    literals: dict[int, tuple[str, str]] = field(default_factory=dict)  # line -> (string assigned there, its text)
    operator_run: bool = False  # a module only operators run (a management command, a shell)
    tables: dict[str, ast.Dict] = field(default_factory=dict)  # module-level dispatch tables (taint_dispatch)
    key_tables: frozenset[str] = frozenset()  # module-level dicts whose keys are all constants (taint_dispatch)
    domain_suffixes: dict[str, tuple[str, ...]] = field(default_factory=dict)  # name -> ".example.com" suffixes
    local_url_checks: dict[str, int] = field(default_factory=dict)  # function -> the parameter it proves local
    service_endpoint: tuple[str, int, str] | None = None  # a third-party API endpoint declared (protocol_names)
    kept_arguments: dict[str, frozenset[str]] = field(default_factory=dict)  # class -> `self.x = x` attributes
    string_tuples: dict[str, tuple[str, ...]] = field(default_factory=dict)  # module name -> its strings, once bound
    dispatch: dict[int, dict[str, ast.Dict]] = field(default_factory=dict)  # a def node's id -> its tables, once
    stores: dict[int, dict[str, int]] = field(default_factory=dict)  # a def node's id -> its first stores, once
    # a def node's id -> what it may change of each parameter's object (taint_mutations), once
    changes: dict[int, dict[str, frozenset[str] | None]] = field(default_factory=dict)
    cgi_script: bool = False  # a CGI script: what it prints is the HTTP response
    python2: bool = False  # read as Python 2 (fissix): `max(0, text)` is the text there, a number in Python 3
    repr_record: int | None = None  # the line where the module stores repr() of its values in its database
    hash_upgrade: str = ""  # the name the module's code gives the upgrade of a stored hash (see legacy_schemes)
    hash_tool_file: str = ""  # the name it gives a password file another tool writes (htpasswd)
    ast_walks: bool = False  # the module walks a parsed tree (`ast.walk(`): it may vet one (taint_ast_vetting)
    ast_types: dict[str, frozenset[str]] = field(default_factory=dict)  # constants bound to `ast` node types
    ast_vetters: frozenset[str] = frozenset()  # functions that vet a parsed tree node by node (taint_ast_vetting)
    system_randoms: dict[str, int] = field(default_factory=dict)  # names bound to SystemRandom() -> their line
    cookie_wrappers: dict[str, list[tuple[int, int]]] = field(default_factory=dict)  # the module's own cookie setters
    serialised: frozenset[frozenset[str]] = frozenset()  # files the module dumps its own objects to (taint_own_files)
    thin_openers: frozenset[str] = frozenset()  # its helpers that open the path they are given (taint_own_files)
    serialised_reads: dict[int, ast.expr] = field(default_factory=dict)  # a read of a name bound once -> its value
    registrars: dict[str, str] = field(default_factory=dict)  # decorator -> the table it files functions in
    # top-level functions a command-line framework registers as commands (`@cli.command()`, `@manager.command`)
    commands: frozenset[str] = frozenset()
    assigned: frozenset[str] = frozenset()  # every name the module binds by assignment, in any scope
    function_bound: frozenset[str] = frozenset()  # every name a function binds: parameters, locals, its imports
    # module-level names bound only to dotted names (`_Loader = yaml.CSafeLoader`, in a try or its handler):
    # name -> every dotted name it is bound to
    aliases: dict[str, tuple[str, ...]] = field(default_factory=dict)
    # a `yaml.load` loader naming no class itself (`self.__class__`, `loader = _loaders[mode]`), by its node's id ->
    # every class it can be (python_idioms.loader_choices)
    loader_choices: dict[int, tuple[ast.expr, ...]] = field(default_factory=dict)
    syntax_checks: frozenset[int] = frozenset()  # ids of compile() calls whose code object is thrown away
    method_receivers: frozenset[int] = frozenset()  # ids of calls a method is called on (html_escapes), where asked
    # a cookie setter handed a cookie object, by the setter call's id -> the object's constructor call, or True when
    # the object is made where this module does not show (python_idioms.cookie_objects)
    cookie_objects: dict[int, ast.Call | bool] = field(default_factory=dict)
    cookie_defaults: frozenset[str] = frozenset()  # cookie flags the imported framework's setter turns on itself
    # handler symbol -> its URL captures (by name and position) -> the categories its routes clear them for
    captures: dict[str, dict[str | int, tuple[str, ...]]] = field(default_factory=dict)
    # function -> (line, text) of the debugging test every call of it in the module runs under (python_idioms)
    debug_gated: dict[str, tuple[int, str]] = field(default_factory=dict)
    loopback_apps: frozenset[str] = frozenset()  # names bound to an application serving on loopback by default

    @cached_property
    def async_streams(self) -> bool:
        """The module has coroutines and defines no reader of its own named like an asyncio stream's reads: its
        `await reader.readexactly(n)` reads a peer's stream, whoever imported the asyncio module that opened it."""
        text = "\n".join(self.lines)
        return "async def" in text and not any(f"def {name}(" in text for name in STREAM_READER_METHODS)

    @cached_property
    def packages(self) -> frozenset[str]:
        """The top-level packages this module imports (`email`, `flask_restful`)."""
        return frozenset(name.split(".")[0] for name in self.imports.values())

    def qualified(self, name: str) -> str:
        """The dotted name of something this module defines."""
        return f"{self.module}.{name}" if self.module else name

    def lineage(self, cls: str) -> list[str]:
        """CLS (a class of this module, by its name here) and then its bases defined in this module, nearest
        first: where `self.NAME`, `self.method()` and `Cls(...)` look."""
        found: list[str] = []
        pending = [cls]
        while pending and len(found) < 20:
            local = pending.pop(0)
            if local in found:
                continue
            found.append(local)
            pending.extend(base.removeprefix(self.module + ".") if self.module else base
                           for base in self.class_bases.get(local, ()))
        return found

    def model_entry(self, cls: str) -> tuple[frozenset[str], dict[str, str], tuple[str, ...]] | None:
        """For class CLS (a resolved name), this module's or another's: the fields its own validators check, its
        fields annotated with project classes, and its bases (taint_models)."""
        local = cls.removeprefix(self.module + ".") if self.module else cls
        if local in self.classes or local in self.class_bases:
            return (checked_fields(self.field_validators.get(local, {}), self.classes.get(local, {})),
                    self.field_models.get(local, {}), self.class_bases.get(local, ()))
        summary = self.outside.klass(cls) if self.outside is not None else None
        return (summary.checked_fields, summary.field_models, summary.bases) if summary is not None else None

    def checked_field(self, cls: str, attr: str, depth: int = 0) -> bool:
        """Whether a validator of class CLS (a resolved name), or of a base, checks its field ATTR."""
        entry = self.model_entry(cls)
        if entry is None:
            return False
        return attr in entry[0] or depth < MAX_BASES and any(self.checked_field(base, attr, depth + 1)
                                                               for base in entry[2])

    def field_model(self, cls: str | None, attr: str, depth: int = 0) -> str | None:
        """The project class field ATTR of class CLS (a resolved name), or of a base, is annotated with."""
        entry = self.model_entry(cls) if cls is not None else None
        if entry is None:
            return None
        if attr in entry[1] or depth >= MAX_BASES:
            return entry[1].get(attr)
        return next((m for m in (self.field_model(base, attr, depth + 1) for base in entry[2]) if m is not None), None)

    def modelled(self, cls: str | None, depth: int = 0) -> str | None:
        """CLS, when some validator of that class (a base's, or a field's model's) checks one of its fields: an
        object a framework builds from a request as that class has been through them."""
        entry = self.model_entry(cls) if cls is not None and depth <= MAX_BASES else None
        if entry is None:
            return None
        fields, models, bases = entry
        if fields or any(self.modelled(other, depth + 1) for other in (*bases, *models.values())):
            return cls
        return None

    def segment(self, node: ast.AST) -> str:
        """The exact source text of a one-line NODE, or "" when it spans lines."""
        line, end = getattr(node, "lineno", 0), getattr(node, "end_lineno", 0)
        start, stop = getattr(node, "col_offset", None), getattr(node, "end_col_offset", None)
        if line != end or not 1 <= line <= len(self.lines) or start is None or stop is None:
            return ""
        raw = self.lines[line - 1].encode("utf-8")[start:stop]
        return raw.decode("utf-8", errors="ignore")

    def text(self, node: ast.AST) -> str:
        exact = self.segment(node)
        return exact if exact and len(exact) <= MAX_EXPR else text_of(node)

    def canonical(self, node: ast.AST) -> str | None:
        # Scopes are analysed again until their facts settle: each node of the tree (alive while
        # its module is analysed, so its id is its own) is named once.
        key = id(node)
        if key in self.named:
            return self.named[key]
        name = dotted_name(node)
        if not name:
            canon = None
        elif name.split(".")[0] in self.system_randoms:  # `random = _random.SystemRandom()`: not the module
            canon = "random.SystemRandom" + name[len(name.split(".")[0]):]
        else:
            canon = resolve(self.imports, name)
            if self.outside is not None and name.split(".")[0] in self.imports and not _known(canon):
                if canon not in self.resolved:
                    self.resolved[canon] = self.outside.resolve(canon)
                canon = self.resolved[canon]
        self.named[key] = canon
        return canon


def _source_prefix(canon: str | None) -> str | None:
    """The source attribute that CANON lies within (`sys.stdin` for `sys.stdin.buffer`)."""
    if not canon:
        return None
    return next((name for name in SOURCE_ATTRIBUTES if canon.startswith(name + ".")), None)


def _is_source_attribute(canon: str | None) -> bool:
    return canon in SOURCE_ATTRIBUTES or _source_prefix(canon) is not None


def _validating_filter(gen: ast.comprehension) -> str | None:
    """The method of an `if target.isalnum()`-style filter that only lets safe elements through, also with
    a few characters allowed by name (`c.isalnum() or c in ".-"`), as `re.sub(r"[^a-z0-9.-]", "", s)` does."""
    if not isinstance(gen.target, ast.Name):
        return None
    target = gen.target.id
    for cond in gen.ifs:
        alternatives = cond.values if isinstance(cond, ast.BoolOp) and isinstance(cond.op, ast.Or) else [cond]
        methods = [validating_method(test, target) for test in alternatives]
        allowed = all(m or _member_of_literal(test, target) for m, test in zip(methods, alternatives, strict=True))
        if any(methods) and allowed:
            return next(m for m in methods if m)
    return None


def validating_method(test: ast.expr, target: str) -> str | None:
    func = test.func if isinstance(test, ast.Call) else None
    if (isinstance(func, ast.Attribute) and func.attr in VALIDATING_METHODS
            and isinstance(func.value, ast.Name) and func.value.id == target):
        return func.attr
    return None


def _member_of_literal(test: ast.expr, target: str) -> bool:
    """`target in ".-_"`: the element is one of the characters a literal names."""
    return (isinstance(test, ast.Compare) and isinstance(test.left, ast.Name) and test.left.id == target
            and len(test.ops) == 1 and isinstance(test.ops[0], ast.In) and _literal(test.comparators[0]) is not None)


MAX_BASES = 5  # how far along its bases a class is followed


def _known(canon: str) -> bool:
    """CANON, or an object it is an attribute of, is named in the tables (flask.request.args)."""
    parts = canon.split(".")
    return any(".".join(parts[:cut]) in KNOWN_NAMES for cut in range(len(parts), 1, -1))


# The first parameter of a class method, by convention: the class it was called on.
_CLASS_PARAMETERS = frozenset({"cls", "klass"})


def project_class(ctx: ModuleContext, name: str) -> str | None:
    """The resolved name of the project's class NAME names in this module (defined here, or imported from another
    module of the project), or None."""
    if name in ctx.imports:
        # a class's name is capitalised; asking about a module (`db.query(...)`) would only widen what a kept
        # analysis depends on
        resolved = ctx.imports[name]
        return resolved if name[:1].isupper() and ctx.outside is not None \
            and ctx.outside.klass(resolved) is not None else None
    return ctx.qualified(name) if name in ctx.classes or name in ctx.class_bases else None


def _bound(summary: Summary | None, cls: str | None = None, method: str = "") -> Target | None:
    """A method called on an object: its first parameter is bound, unless it is a static method."""
    if summary is None:
        return None
    return Target(summary, 1 if summary.is_method else 0, cls=cls, method=method)


_FILTERED = re.compile(r"^\[\^[^\]]+\][+*]?$")
# The module functions that substitute a pattern in a text (a compiled pattern's `sub` does the same).
REGEX_SUBSTITUTIONS = frozenset({"re.sub", "re.subn", "regex.sub", "regex.subn"})


def _web2py_local(call: Call) -> bool:
    """Whether web2py's URL(...) CALL builds a path on the site: its application (and any host or port) the
    program's own, a caller's neither; its controller, function and scheme no client's (a caller's controller or
    function still follows the fixed application, and a scheme keeps the request's own host)."""
    node = call.node
    if any(k.arg is None for k in node.keywords) or any(isinstance(a, ast.Starred) for a in node.args) \
            or len(node.args) > 4:  # a, c, f and r by position; anything further (a host) by keyword only
        return False
    places = {**dict(zip(("a", "c", "f"), call.args, strict=False)), **call.kwargs}
    return all(not fact.of_kind(UNTRUSTED) and (place not in _WEB2PY_HOSTS or not fact.of_kind(PARAM)
                                                and not fact.of_kind(MEMBER))
               for place, fact in places.items() if place in WEB2PY_URL_PLACES)


_WEB2PY_HOSTS = frozenset({"a", "host", "port"})


def _host_chosen(call: Call) -> bool:
    """Whether a URL builder of the request's own site is handed an argument that can move the URL elsewhere
    (`cherrypy.url(path, base=...)`, `script_name=`, `relative=`): its result is then not its site's."""
    if call.canon not in OWN_SITE_ARGUMENTS:
        return False
    cleared = OWN_SITE_ARGUMENTS[call.canon]
    return len(call.node.args) > len(cleared) or any(k.arg not in cleared for k in call.node.keywords)


def _filters(call: Call, patterns: dict[str, str]) -> bool:
    """re.sub(r"[^a-z0-9]", "", value), or the same through a compiled pattern (`_SAFE.sub("_", value)`, with
    `_SAFE` a module pattern of PATTERNS): every character outside an allowlist removed (or replaced by a
    constant), so only allowed characters remain."""
    node = call.node
    if call.canon in ("re.sub", "regex.sub") and len(node.args) >= 3:
        pattern, replacement = node.args[0], node.args[1]
        literal = pattern.value if isinstance(pattern, ast.Constant) and isinstance(pattern.value, str) else ""
    elif call.method == "sub" and call.receiver is not None and len(node.args) >= 2:
        replacement, receiver = node.args[0], call.receiver
        if isinstance(receiver, ast.Call):  # re.compile(r"[^a-z]").sub("", value)
            compiled = (dotted_name(receiver.func) or "").endswith("compile") and bool(receiver.args)
            literal = (_literal(receiver.args[0]) if compiled else None) or ""
        else:
            literal = patterns.get(dotted_name(receiver) or "", "")
    else:
        return False
    return bool(_FILTERED.match(literal)) and isinstance(replacement, ast.Constant)


_POSIX_NORMPATHS = frozenset({"os.path.normpath", "posixpath.normpath"})
_PATH_JOINS = frozenset({"os.path.join", "posixpath.join"})
_SEPARATORS = frozenset({"os.sep", "os.path.sep", "posixpath.sep"})
_SPLITTING_EXTENSION = frozenset({"os.path.splitext", "posixpath.splitext"})


# A template whose fields are all `{}`, filled in the order given (no index, name or conversion to reorder them).
_AUTO_FIELDS = re.compile(r"[^{}]*(?:\{\}[^{}]*)*")
def _setting_default(node: ast.AST | None) -> bool:
    """NODE, the default of an environment lookup, is a setting's value: a literal that is not empty."""
    return isinstance(node, ast.Constant) and isinstance(node.value, str) and node.value.strip() != ""


def _strips_slash(ctx: ModuleContext, node: ast.AST) -> bool:
    """The argument of lstrip removes every leading "/": a literal holding one, or os.sep."""
    text = _literal(node)
    return "/" in text if text is not None else ctx.canonical(node) in _SEPARATORS


# Methods that re-encode a text whole (`("<files>" + body + "</files>").encode("utf-8")`): what a fixed start fixed,
# the encoded text's start fixes too.
_CODECS = frozenset({"encode", "decode"})


def _separators_replaced(call: ast.Call, ctx: ModuleContext) -> bool:
    """`text.replace("/", "_")` (or `os.sep`): every folder separator turned into text that is none, so what is
    left names no folder, like a base name (path-traversal only: `..` alone still names the parent)."""
    if not (isinstance(call.func, ast.Attribute) and call.func.attr == "replace" and len(call.args) == 2):
        return False
    old, new = call.args
    separator = isinstance(old, ast.Constant) and old.value == "/" or ctx.canonical(old) in ("os.sep", "os.path.sep")
    return separator and isinstance(new, ast.Constant) and isinstance(new.value, str) \
        and "/" not in new.value and "\\" not in new.value


def _rooted(ctx: ModuleContext, node: ast.AST) -> bool:
    """A path that starts at the root whatever follows: "/..." + name, f"/...{name}", join("/...", name)."""
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        return (_literal(node.left) or "").startswith("/") or _rooted(ctx, node.left)
    if isinstance(node, ast.JoinedStr) and node.values:
        return (_literal(node.values[0]) or "").startswith("/")
    if isinstance(node, ast.Call) and node.args and ctx.canonical(node.func) in _PATH_JOINS:
        return (_literal(node.args[0]) or "").startswith("/")
    return False


def _header_part(key: ast.AST, mapping: ast.AST | None = None) -> str:
    """The part of the request a header lookup (`headers.get("Referer")`, `META["HTTP_REFERER"]`,
    `request.getHeader("host")`) reads, by its key: "referer" for the Referer header (REFERER_PARTS), "host" for the
    Host header (REQUEST_HOST_PARTS: a browser sends its own), "" for any other. MAPPING, the request attribute
    looked up in, when there is one: only one of headers holds a header (`request.GET["host"]` is the query's)."""
    if not (isinstance(key, ast.Constant) and isinstance(key.value, str)):
        return ""
    if mapping is not None and not (isinstance(mapping, ast.Attribute) and mapping.attr in _HEADER_MAPPINGS):
        return ""
    name = key.value.lower().removeprefix("http_")
    return "referer" if name in REFERER_PARTS else "host" if name == "host" else ""


# Request attributes that map header names to values (Django's META holds them as HTTP_<NAME>).
_HEADER_MAPPINGS = frozenset({"headers", "META", "environ", "requestHeaders", "received_headers"})


# Request methods that read one header by its name (Twisted's `request.getHeader("host")`, Falcon's `get_header`).
_HEADER_GETTERS = frozenset({"getHeader", "get_header", "getheader"})


def own_file(path: Fact) -> bool:
    """A path the program chose itself: a constant, or a name it built from constants and digests; not one fixed in
    the shared temporary folder (`/tmp/app-cache.pkl`), where any other local user may put a file of theirs first."""
    return (path.const or path.named) and not path.of_kind(UNTRUSTED) and not path.of_kind(TEMPNAME)


def names_own_file(parts: list[Fact]) -> bool:
    """os.path.join(dir, name): the program chose the file when the name (the last part) is a
    constant or a digest and no part is untrusted; the folder may come from configuration."""
    return (parts[-1].safe or parts[-1].named) and not any(p.of_kind(UNTRUSTED) for p in parts)


def _own_name_suffixed(path: Fact, suffixes: list[str | None]) -> bool:
    """Whether a file name the program chose (PATH is `named`), followed only by literal text (SUFFIXES, None for
    anything else: `".bak"`, `".tmp"`), is still one it chose."""
    return path.named and not path.of_kind(UNTRUSTED) and all(suffix is not None for suffix in suffixes)


def _folder(node: ast.AST, fact: Fact) -> bool:
    """A fixed folder at the start of a path: a literal with a slash, or a constant."""
    text = _literal(node)
    return ("/" in text or "\\" in text) if text is not None else fact.const


def _literal(node: ast.AST) -> str | None:
    return node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) else None


# Names made fresh and random, with no file or folder made under them (unlike mkstemp's, mkdtemp's).
_FRESH_NAMES = frozenset({"uuid.uuid4", "uuid.uuid1", "secrets.token_hex", "secrets.token_urlsafe"})


def _password_named(call: ast.Call, names: re.Pattern[str] = PASSWORD_NAME) -> str:
    """The text of a hashed argument that NAMES a password (`request.form["password"]`, `raw_password`), or ""."""
    return named_in(call.args[0], names) if call.args else ""


def model_query(owner: ast.expr) -> bool:
    """Whether OWNER is a model's query: `Rule.objects`, `Rule.query`, `session.query(Rule)`, and a chain of
    further filters on one (`Rule.objects.filter(...)`)."""
    while True:
        if isinstance(owner, ast.Attribute):
            if owner.attr in ("objects", "query"):
                return True
            return False
        if isinstance(owner, ast.Call) and isinstance(owner.func, ast.Attribute):
            if owner.func.attr == "query":
                return True
            if owner.func.attr not in ORM_READ_METHODS and owner.func.attr not in _ORM_CHAIN:
                return False
            owner = owner.func.value
            continue
        return False


def select_read(call: ast.Call) -> bool:
    """Whether CALL runs a SQLAlchemy 2.0 SELECT statement on a session (`db.scalar(select(Form).where(...))`,
    `session.execute(select(Rule)).scalars()`): what it returns is rows the database holds."""
    if not isinstance(call.func, ast.Attribute) or call.func.attr not in _STATEMENT_RUNNERS or not call.args:
        return False
    statement = call.args[0]
    while isinstance(statement, ast.Call) and isinstance(statement.func, ast.Attribute) \
            and statement.func.attr in _ORM_CHAIN | {"select_from", "filter"}:
        statement = statement.func.value
    return isinstance(statement, ast.Call) and (isinstance(statement.func, ast.Name) and statement.func.id == "select"
                                                or isinstance(statement.func, ast.Attribute)
                                                and statement.func.attr == "select")


# Session methods that run a statement and hand back its rows.
_STATEMENT_RUNNERS = frozenset({"execute", "scalar", "scalars", "scalar_one", "scalar_one_or_none", "get_one"})
_ORM_CHAIN = frozenset({"order_by", "select_related", "prefetch_related", "filter_by", "where", "join", "limit",
                        "offset", "only", "defer", "annotate", "distinct", "using", "options"})


# Random calls that pick among a sequence's items, and calls that make a sequence of numbers to pick from.
_PICKERS = frozenset({"random.choice", "random.sample", "random.choices"})
_NUMBER_RANGES = frozenset({"range", "xrange", "list", "tuple", "str"})
# The string module's alphabets: constants, as if written out.
_STRING_CONSTANTS = frozenset(f"string.{name}" for name in (
    "ascii_letters", "ascii_lowercase", "ascii_uppercase", "digits", "hexdigits", "octdigits", "punctuation",
    "printable", "whitespace", "letters", "lowercase", "uppercase"))
# Calls whose bytes come from the operating system's secure generator (uuid1 is a clock and a MAC address).
_STRONG_RANDOM = frozenset({"os.urandom", "secrets.token_bytes", "secrets.token_hex", "secrets.token_urlsafe",
                            "uuid.uuid4"})


def random_token(call: Call, function: str) -> str:
    """The secure generator (`os.urandom`) whose fresh bytes make what CALL (a weak hash, in FUNCTION) digests a
    random token, or "". `sha1(os.urandom(64)).hexdigest()` is as strong as its bytes; so is a digest that mixes the
    server's own secret or the time in with them (web.py's session ids), since no one can guess the bytes to test a
    guess of the rest. Not when anything else goes in that a caller or a client gave (a parameter, a request's
    value), nor a value named for a password or PIN, nor in a function named for passwords: a password's digest
    with a random salt (`sha1(salt + password)`) is still a password's."""
    origins = [o for f in call.all_facts() for o in f.origins]
    drawn = next((o.label for o in origins if o.kind == UNIQUE and o.label in _STRONG_RANDOM), "")
    if not drawn or any(o.kind in (PARAM, UNTRUSTED) for o in origins):
        return ""
    named = _password_named(call.node, HASHED_PASSWORD_NAME)
    if named and not _SERVER_SECRET.search(named) or PASSWORD_NAME.search(function.rsplit(".", 1)[-1]):
        return ""
    return drawn


_SERVER_SECRET = re.compile(r"secret", re.IGNORECASE)  # the application's secret key, not a user's password


_PATTERN_METHODS = frozenset({"findall", "finditer", "split"})  # pieces of the text; a match is a check
# A match of a pattern that takes any run of text (`https?://\S+`, `<(.*?)>`): what it matched, a piece of the text,
# is as untrusted as the text (`URL.search(text).group(0)`). A match of a pattern of letters and digits is a check.
_MATCH_METHODS = frozenset({"search", "match", "fullmatch"})
_ANY_TEXT = re.compile(r"\\S|(?<!\\)\.[*+]|\[\^")


def _matches_any_text(pattern: str) -> bool:
    """PATTERN matches runs of arbitrary characters: a non-space class, an unescaped `.` repeated, or a negated
    class."""
    return bool(_ANY_TEXT.search(pattern))


_SUBSTITUTIONS = frozenset({"sub", "subn"})


def _escapes(call: Call) -> bool:
    """`text.translate(_js_escapes)`: every character the table names is replaced by its escape."""
    table = dotted_name(call.node.args[0]) if call.method == "translate" and call.node.args else None
    return table is not None and "escape" in table.lower()


def _names(node: ast.AST, name: str) -> bool:
    """NODE is NAME: a variable or attribute so named, or a mapping's entry under that key (`context["dag_run"]`,
    `kwargs.get("dag_run")`)."""
    if isinstance(node, ast.Subscript):
        return isinstance(node.slice, ast.Constant) and node.slice.value == name
    if isinstance(node, ast.Call):
        return (isinstance(node.func, ast.Attribute) and node.func.attr == "get" and bool(node.args)
                and isinstance(node.args[0], ast.Constant) and node.args[0].value == name)
    return (dotted_name(node) or "").rpartition(".")[2] == name


def named_in_temp(fact: Fact) -> Fact:
    """FACT with the shared temporary folder, where something was added to it, read as a name fixed in it."""
    folders = [o for o in fact.origins if o.kind == TEMPNAME and o.label == TEMP_FOLDER]
    if not folders:
        return fact
    return fact.evolve(origins=fact.origins.difference(folders) | {o._replace(label=FIXED_TEMP) for o in folders})


# The objects a deployment's configuration is read from, and the names that hold the application (and so its
# configuration) in a handler: what a membership test against them admits, the operator listed.
CONFIG_OBJECTS = frozenset({"settings", "config", "conf", "cfg", "configuration"})
_APPLICATION_HOLDERS = frozenset({"self", "current_app", "app"})
# Calls that read every attribute of an object at once (see receiver_state).
OBJECT_STATE_READERS = frozenset({"vars", "dataclasses.asdict", "attr.asdict", "attrs.asdict"})
# Attributes of an archive object that describe the archive itself (a member's `info.filename` is its name).
_ARCHIVE_META_ATTRS = frozenset({"filename", "name", "fileobj", "fp", "mode", "comment"})
# Methods of an archive that give what a member holds (its bytes, or a file object to read them from).
_ARCHIVE_READS = frozenset({"read", "open", "extractfile"})


def _writes_new_archive(node: ast.Call) -> bool:
    """Whether NODE opens an archive to write it from scratch (`ZipFile(name, "w")`, `tarfile.open(name, "w:gz")`,
    mode "x" alike): every member it will hold is one the program adds, named by the program."""
    mode = next((k.value for k in node.keywords if k.arg == "mode"), node.args[1] if len(node.args) > 1 else None)
    return isinstance(mode, ast.Constant) and isinstance(mode.value, str) and mode.value[:1] in ("w", "x")


def _archive_contents(fact: Fact) -> Fact:
    """FACT with an archive's member names read as the members' contents: file contents, as any file's are."""
    names = [origin for origin in fact.origins if origin.label == ARCHIVE_MEMBERS]
    if not names:
        return fact
    held = {origin._replace(label=FILE_CONTENTS) for origin in names}
    return fact.evolve(origins=fact.origins.difference(names) | held)


def _keyword(call: ast.Call, name: str) -> ast.AST | None:
    return next((k.value for k in call.keywords if k.arg == name), None)


def _write_only(mode: str) -> bool:
    """An open() mode that never reads what was in the file: w, x or a, without '+' (w+ truncates first)."""
    return ("w" in mode or "x" in mode or "a" in mode) and not ("a" in mode and "+" in mode)


def text_of(node: ast.AST) -> str:
    text = ast.unparse(node)
    return text if len(text) <= MAX_EXPR else text[: MAX_EXPR - 3] + "..."


@dataclass
class Call:
    """One call being evaluated: its callee, and the facts of its parts."""

    node: ast.Call
    canon: str | None
    method: str | None
    recv: Fact
    args: list[Fact]
    kwargs: dict[str, Fact]
    state: State | None = None  # the state the call is made in (what a dict argument's entries hold)
    target: Target | None = None  # what the call runs, once call_result has found it

    @property
    def line(self) -> int:
        return self.node.lineno

    @property
    def receiver(self) -> ast.expr | None:
        """The object a method is called on (`conn` in `conn.execute(...)`); None for a plain call."""
        func = self.node.func
        return func.value if isinstance(func, ast.Attribute) else None

    def all_facts(self) -> list[Fact]:
        return [*self.args, *self.kwargs.values()]

    @property
    def recv_text(self) -> str:
        """The receiver's dotted name (`self.cache` in `self.cache.set(...)`), or ""."""
        return dotted_name(self.receiver) or "" if self.receiver is not None else ""


class ExprEvaluator:
    """Computes facts of expressions in one scope; subclasses walk the statements."""

    def __init__(self, ctx: ModuleContext, symbol: str, handler: bool = False) -> None:
        self.ctx = ctx
        self.symbol = symbol
        self.handler = handler
        self.sites: list[SinkSite] = []
        self.param_sinks: list[ParamSink] = []
        self.intents: list = []  # IntentUse: where digests and random values meet names saying what they are for
        self.credentials: list = []  # CredentialUse: strings written in the code reaching credential names
        self.debug: list = []  # DebugUse: debug modes switched on, off, or by the operator
        self.hook_calls: list = []  # HookCall: a client's values handed to `self.NAME(...)`, for subclasses
        self.session_writes: dict[str, Fact] = {}  # session key -> untrusted data stored under it here
        self.hashes: list = []
        self.cookies: list = []
        self.def_line: int | None = None
        self.param_names: frozenset[str] = frozenset()
        self.entry_facts: State = {}  # each parameter's fact as the function is entered (see keyed)
        self.receiver: str | None = None  # a method's first parameter, the object it is called on (`self`)
        # what the function may change of each parameter's object: the constant keys it writes, or None
        self.param_changes: dict[str, frozenset[str] | None] = {}
        self.handed_params: set[str] = set()  # parameters handed, so far, to a function that may change them
        self.param_order: tuple[str, ...] = ()  # the parameters by position (self first), as summaries count them
        self.param_stores: dict[str, int] = {}  # each name the function assigns -> the first line it does
        self.key_texts: dict[str, str] = {}  # name -> the text written into the session key it holds (`k = "d_%d" % n`)
        # Per branch being walked that runs only when some parameters are None (`if data is None:`), their
        # positions, innermost last (see taint_none_guards).
        self.none_guards: list[tuple[int, ...]] = []
        self.dispatch: dict[str, ast.Dict] = ctx.tables  # names bound to a dispatch table or an entry of one
        self.prune: Prune | None = None
        self.mute = 0
        self.combining = 0  # inside what joins values into one (a join, `+`, an f-string, a comprehension)
        self.filter_fallback = 0  # inside the `else` of a test for tarfile's extraction filters (see _st_If)
        self.existing_accepted = 0  # inside a `try` whose handler carries on when what it made exists (see _st_Try)
        self.safe_parsers: dict[str, int] = {}
        self.request_self = False  # a method of a request-handler class whose own attributes hold the request
        self.form_self = False  # a method of a form class: its base's clean() returns the submitted data
        self.submitted_form = ""  # an edit view's `form_valid` parameter holding the bound form (DefInfo)
        self.message_objects: dict[str, Origin] = {}  # a dispatcher's object carrying the message (`ctx.text`)
        self.class_symbol = ""  # the class whose method this scope is
        self.catch_all = False  # code that runs for any request path (middleware, a catch-all route)
        self.local_gate = 0  # a handler's test refusing all but the local user's requests: its line (taint_scope)
        self.local_gate_end = 0  # the last line of that test's own branch: a read there runs for every request
        self.admin_guard: Guard | None = None  # a handler's guard admitting administrators alone (admin_guards)
        # enclosing branches taken only when a file name no client sent is "-", the convention for "read it from
        # standard input" (`if fn == "-": exec(sys.stdin)`, `scons -f -`): the operator piped it in
        self.dash_branches = 0
        self.cli_command = False  # a command of a declared command-line interface (click, typer): its operator's
        self.outgoing: frozenset[str] = frozenset()  # an HTTP client transport's parameters: the program's own request
        self.recording_calls = False
        self.ending_calls: set[int] = set()  # the calls (ids of their nodes) of functions that never return
        self.unpacked: dict[int, list[Fact]] = {}  # a call (its node's id) -> the facts of its tuple's elements
        self.call_records: list[tuple[str, int, dict[int, Fact]]] = []  # (callee symbol, line, bound)
        # What this analysis asked of the module's object tables, so that filling them in later re-analyses
        # only the scopes that asked (taint_module's _with_members): self.NAME, session keys, kept sinks.
        self.member_reads: set[str] = set()
        self.session_reads: set[str] = set()
        self.member_sink_reads: set[tuple[str, str]] = set()

    # --- names and sources ---------------------------------------------------------

    def lookup(self, name: str, state: State) -> Fact:
        if name in state:
            return state[name]
        if name in self.ctx.globals:
            return self.ctx.globals[name]
        if name in self.ctx.consts:
            return CONST.evolve(const_line=self.ctx.consts[name][1])
        return CLEAN

    def is_request(self, node: ast.AST) -> bool:
        name = dotted_name(node)
        if name is None or name in self.outgoing:
            return False  # a client transport's `request` parameter: what the program sends (see DefInfo.outgoing)
        return name in REQUEST_OBJECTS or resolve(self.ctx.imports, name) in REQUEST_OBJECTS

    def is_request_attr(self, node: ast.AST) -> bool:
        return isinstance(node, ast.Attribute) and node.attr in REQUEST_ATTRS and self.is_request(node.value)

    def source(self, node: ast.expr, label: str, local: bool = False, part: str = "") -> Fact:
        """An untrusted value read at NODE; PART names the request attribute, to tell the matched path."""
        # what the person running a tool types, pipes in or sets: at a prompt, in an operator-run module, or read
        # by a command of a declared command-line interface (`code = sys.stdin.read()` for `convert ... -`)
        operator = local and (self.ctx.operator_run or part in PROMPTS or self.cli_command
                              or label == "standard input" and self.dash_branches > 0)
        if label == STORED and self.ctx.repr_record is not None:
            label = OWN_RECORDS  # the module's own records, read back (see stored_records)
        gate = self.local_gate if self.local_gate and node.lineno > self.local_gate_end else 0
        origin = Origin(UNTRUSTED, label, self.ctx.text(node), node.lineno, local=local or bool(gate),
                        own_path=part in REQUEST_PATH_PARTS, any_path=self.catch_all, operator=operator,
                        own_url=part in REQUEST_URL_PARTS or part in REFERER_PARTS, host=part in REQUEST_HOST_PARTS,
                        command=part == COMMAND, gate=gate, admin=self.admin_line(node))
        return Fact(origins=frozenset({origin}))

    def admin_line(self, node: ast.expr) -> int:
        """The line of the guard that admits only administrators to what NODE reads, or 0: a decorator's for the
        whole handler, a refusing test's for what is read after its branch (a dependency's marks the parameters the
        framework fills, in taint_module's entry state)."""
        guard = self.admin_guard
        # a dependency runs only for a routed request: a request object a direct caller hands over is its own
        return guard.line if guard is not None and not guard.routed and node.lineno > guard.after else 0

    def in_private_folder(self, call: Call) -> bool:
        """Whether `tempfile.mktemp` is asked for a name in a folder `tempfile.mkdtemp` made (its `dir`, third
        positional): a variable holding one, or an attribute the class only ever sets to one."""
        folder = call.kwargs.get("dir") or (call.args[2] if len(call.args) > 2 else None)
        node = _keyword(call.node, "dir") or (call.node.args[2] if len(call.node.args) > 2 else None)
        if folder is None or node is None:
            return False
        # every value it may hold is one mkdtemp made (`folder or tempfile.mkdtemp()` may be a caller's /tmp)
        made = bool(folder.origins) and all(origin.kind == UNIQUE and origin.label in PRIVATE_FOLDER_MAKERS
                                             for origin in folder.origins)
        if isinstance(node, ast.Name) and made:
            return True  # a variable: what reaches here is what it holds (an attribute may be set elsewhere too)
        return isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id == "self" \
            and node.attr in self.ctx.private_folders.get(self.class_symbol, frozenset())

    def file_source(self, node: ast.Call, path: Fact | None = None) -> Fact | None:
        """`open(...)` read from; a file opened only to write holds nothing untrusted yet, and a
        file whose name the program itself chose (a constant, a digest) holds the program's own data."""
        mode = _keyword(node, "mode") or (node.args[1] if len(node.args) > 1 else None)
        if isinstance(mode, ast.Constant) and isinstance(mode.value, str) and _write_only(mode.value):
            return CLEAN
        if path is not None and own_file(path):
            return CLEAN
        if node.args and self.own_serialised(node.args[0], path):
            return CLEAN
        return self.file_contents(node, path).evolve(handle=True)

    def own_serialised(self, expr: ast.expr, path: Fact | None) -> bool:
        """Whether EXPR names the module's own state or cache file: it reads back the objects it dumped there
        (unless the file is in the shared temporary folder, where another local user may put one first, or a client
        names it: a name alike in the module is no proof that this is that file; the operator's environment, naming
        the folder its state lives in, `XDG_CACHE_HOME`, is no client)."""
        if not self.ctx.serialised or path is not None and (
                path.of_kind(TEMPNAME) or any(not origin.local for origin in path.of_kind(UNTRUSTED))):
            return False
        if isinstance(expr, ast.Name) and expr.id in self.param_names:
            return False  # `def load_pickle(path)`: whatever file its caller names
        value = self.ctx.serialised_reads.get(id(expr))  # `open(cache_path, "rb")`: the call it was bound to
        # (a path built from a parameter, `STATE_DIR / (name + ".pkl")`, is the file of that name the module writes:
        # what a caller passes is not followed here, so one naming another file with a client's text is not seen)
        return path_key(expr) in self.ctx.serialised or value is not None and path_key(value) in self.ctx.serialised

    def opens_own_serialised(self, call: Call) -> bool:
        """Whether CALL runs a helper of this module that opens the path it is given first (taint_own_files.
        thin_openers: `self.file_open(table.dbt, "r")`, returning `open(filename, mode)`), given the path of the
        module's own state or cache file: what it opens holds what the module dumped there, as `open()` of it does."""
        target = call.target
        name = call.method or (call.canon or "").rsplit(".", 1)[-1]
        if name not in self.ctx.thin_openers or target is None or target.summary is None \
                or target.summary.symbol.rsplit(".", 1)[-1] != name:
            return False
        local = (target.cls or "").startswith(f"{self.ctx.module}.") if target.cls is not None \
            else any(target.summary is function for function in self.ctx.functions.values())
        if not local:
            return False  # another module's helper of that name
        return bool(call.node.args) and self.own_serialised(call.node.args[0], call.args[0] if call.args else None)

    def archive_members(self, call: Call) -> frozenset[Origin]:
        """What an archive opened by CALL holds: its input's untrusted origins (an upload, a request's body) and,
        unless the program opens its own file (a constant path, a name built from constants), member names that
        whoever built the archive chose, whoever named its file (a downloaded package, the operator's tarball)."""
        parts = call.all_facts()
        fact = join(parts) if parts else CLEAN
        named = (call.args[0] if call.args else call.kwargs.get("name") or call.kwargs.get("file")
                 or call.kwargs.get("fileobj"))
        if named is None or own_file(named) or _writes_new_archive(call.node):
            return fact.origins
        members = Origin(UNTRUSTED, ARCHIVE_MEMBERS, self.ctx.text(call.node), call.line)
        return frozenset({*fact.of_kind(UNTRUSTED), members})

    def file_contents(self, node: ast.Call, path: Fact | None) -> Fact:
        """What reading the file at PATH gives: file contents, untrusted (a file may come from anywhere).
        A path that is only this function's parameters leaves it to the callers: the file their path names
        holds the program's own data when they name one it chose (`_load(join(cache_dir, "env.pickle"))`), an
        attacker's when an attacker names it. So the contents are those parameters, marked as contents. The
        same holds for a path kept in the object (`self.directory`, a MEMBER): its constructor's callers decide."""
        origins = path.origins if path is not None else frozenset()
        if origins and all(origin.label.startswith(TEMPLATE_VALUE) for origin in origins):
            return CLEAN  # a file a template names (an icon, a snippet): the server's own, whatever its name
        params = [origin for origin in origins if origin.kind in (PARAM, MEMBER)]
        if params and len(params) == len(origins):
            # Cited where the file is read, as file contents are; expr still names the argument, for the callers.
            return Fact(origins=frozenset(origin._replace(contents=True, label=f"the file {origin.label} names",
                                                          line=node.lineno) for origin in params))
        untrusted = [origin for origin in origins if origin.kind == UNTRUSTED]
        named = bool(untrusted) and all(origin.local and command_line(origin.label) for origin in untrusted)
        # a file the operator named on the command line holds what the operator chose to give the program
        return self.source(node, FILE_CONTENTS, local=named)

    def source_of(self, node: ast.AST) -> Fact | None:
        """The fact of NODE if it is itself an untrusted source expression."""
        if isinstance(node, ast.Attribute):
            return self.source_attribute(node)
        if isinstance(node, ast.Subscript):
            inner = node.value
            mapping = self.environ_object(inner)
            if mapping is not None:
                return self.environ_item(node, node.slice, mapping)
            if self.is_request_attr(inner):
                return self.captured(inner, node.slice,
                                     self.source(node, text_of(inner), part=_header_part(node.slice, inner)))
            if self.handler_headers(inner) and (part := _header_part(node.slice, inner)) == "referer":
                return self.source(node, f"self.{inner.attr} of a request handler", part=part)
            canon = self.ctx.canonical(inner)
            if canon == "sys.argv" and isinstance(node.slice, ast.Constant) and node.slice.value == 0:
                return CLEAN  # the path the program itself was started by, not an argument anyone passed
            if canon in SOURCE_ATTRIBUTES:
                return self.source(node, SOURCE_ATTRIBUTES[canon], local=True)
        if isinstance(node, ast.Call):
            return self.source_call(node)
        return None

    def handler_headers(self, node: ast.expr) -> TypeGuard[ast.Attribute]:
        """NODE is `self.headers` in a request handler's method (http.server's, Tornado's): the request's."""
        return self.request_self and isinstance(node, ast.Attribute) and node.attr in SELF_SOURCE_ATTRS \
            and node.attr in _HEADER_MAPPINGS and dotted_name(node.value) == "self"

    def source_attribute(self, node: ast.Attribute) -> Fact | None:
        canon = self.ctx.canonical(node)
        if canon in SOURCE_ATTRIBUTES:
            return self.source(node, SOURCE_ATTRIBUTES[canon], local=True)
        within = _source_prefix(canon)
        if within is not None:  # sys.stdin.buffer is standard input all the same
            return self.source(node, SOURCE_ATTRIBUTES[within], local=True)
        if self.is_request_attr(node):
            return self.source(node, text_of(node), part=node.attr)
        if self.request_self and node.attr in SELF_SOURCE_ATTRS and dotted_name(node.value) == "self":
            return self.source(node, f"self.{node.attr} of a request handler")
        if self.form_self and node.attr in FORM_DATA_ATTRS and dotted_name(node.value) == "self":
            return self.source(node, "a submitted form's data")  # elsewhere, what the form was bound with decides
        if self.submitted_form and node.attr in FORM_DATA_ATTRS and dotted_name(node.value) == self.submitted_form:
            return self.source(node, "a submitted form's data")  # `form_valid(self, form)`: form.cleaned_data
        carrier = self.message_objects.get(dotted_name(node.value) or "") if node.attr in MESSAGE_ATTRS else None
        if carrier is not None:  # `ctx.text` of a handler a registry dispatches: the message's own text
            origin = carrier._replace(label=f"{node.attr} of the message {carrier.label[len('argument of '):]}",
                                      expr=self.ctx.text(node), line=node.lineno)
            return Fact(origins=frozenset({origin}))
        if node.attr == TRIGGER_CONF[1] and _names(node.value, TRIGGER_CONF[0]):
            return self.source(node, "the configuration a DAG run was triggered with")
        return None

    def captured(self, mapping: ast.expr, key: ast.expr, fact: Fact) -> Fact:
        """FACT, of a URL capture read by name from the request (`request.match_info["image_id"]`), cleared for
        the categories every route registered for this handler lets it harm nothing in (see route_captures)."""
        if not (isinstance(mapping, ast.Attribute) and mapping.attr in CAPTURE_MAPPINGS
                and isinstance(key, ast.Constant) and isinstance(key.value, str)):
            return fact
        categories = self.ctx.captures.get(self.symbol, {}).get(key.value, ())
        return cleared_untrusted(fact, categories) if categories else fact

    def environ_object(self, node: ast.AST) -> str | None:
        """The name of an environment mapping (a WSGI environ, Django's META, os.environ), if NODE is one."""
        name = dotted_name(node)
        if name is None:
            return None
        if resolve(self.ctx.imports, name) == "os.environ" or name in ENVIRON_OBJECTS:
            return "os.environ" if resolve(self.ctx.imports, name) == "os.environ" else name
        if isinstance(node, ast.Attribute) and node.attr in ENVIRON_ATTRS and self.is_request(node.value):
            return name
        return None

    def environ_item(self, node: ast.expr, key: ast.AST | None, mapping: str) -> Fact:
        """One environment entry: the client's when it names a request header, the query or the body
        (under CGI os.environ holds them too); otherwise the operator's (os.environ) or the server's."""
        value = key.value if isinstance(key, ast.Constant) else None
        named = self.self_attribute_literals(key)
        if mapping == "os.environ" and key is not None and named and named <= COMMAND_ENVIRON:
            # `os.environ[self.shell_variable]`, set to "COMSPEC" on Windows and "SHELL" elsewhere
            return self.source(node, f"os.environ[{self.ctx.segment(key)}]", local=True, part=COMMAND)
        if client_environ_key(value):
            # a request's environ holds the path a route matched; a CGI script's os.environ, whatever was asked
            part = ENVIRON_PARTS.get(str(value), "") if mapping != "os.environ" or value == "HTTP_HOST" else ""
            return self.source(node, f"{mapping}[{value!r}]", part=part)
        if mapping == "os.environ" and value in COMMAND_ENVIRON:
            return self.source(node, f"os.environ[{value!r}]", local=True, part=COMMAND)
        if mapping == "os.environ":
            return self.source(node, "os.environ", local=True)
        return Fact(safe=isinstance(key, ast.Constant))  # a key the server sets (REMOTE_ADDR, wsgi.url_scheme)

    def source_call(self, node: ast.Call, call: Call | None = None) -> Fact | None:
        """The fact of a call that is itself a source; CALL (its evaluated parts) refines file reads."""
        path = None
        if call is not None and (call.canon in FILE_OPENERS or call.method in FILE_READ_METHODS):
            path = (call.args[0] if call.args else call.kwargs.get("file")) if call.canon in FILE_OPENERS \
                else call.recv
            if path is not None and own_file(path) and call.canon not in SOURCE_FUNCTIONS:
                return CLEAN
        func = node.func
        canon = self.ctx.canonical(func)
        if canon in ("os.getenv", "os.getenvb", "os.environ.get") and not self.local_function(canon):
            found = self.environ_item(node, node.args[0] if node.args else None, "os.environ")
            default = node.args[1] if len(node.args) > 1 else _keyword(node, "default")
            if _setting_default(default) and not self.ctx.cgi_script:
                # `os.environ.get("LOG_LEVEL", "INFO")`: a setting, with the value it has unless whoever starts the
                # program sets another; code written there is theirs (a CGI request's variables are the client's)
                found = found.evolve(origins=frozenset(origin._replace(operator=True) if origin.local else origin
                                                       for origin in found.origins))
            # the default is the name used wherever the variable is unset: "/tmp/app-state.pkl" is fixed there
            temp = self._ev_Constant(default, {}).of_kind(TEMPNAME) if isinstance(default, ast.Constant) else []
            return found.evolve(origins=found.origins | frozenset(temp)) if temp else found
        if canon in SOURCE_FUNCTIONS and not self.local_function(canon):
            return self.source(node, SOURCE_FUNCTIONS[canon], local=True, part=canon)
        if canon in REQUEST_CONSTRUCTORS or canon in REQUEST_FUNCTIONS:
            return self.source(node, f"{canon}()")
        if canon in ORM_FUNCTIONS:
            return self.source(node, STORED)
        if canon in FETCH_FUNCTIONS:  # what came back, and whatever the request itself carried (a user's URL)
            return join([self.source(node, FETCHED), *(_carried_by_fetch(call) if call is not None else [])])
        if (canon or "").rsplit(".", 1)[-1] in CLI_PARSERS:
            if self.ctx.packages & REQUEST_PARSER_MODULES:  # Flask-RESTful's reqparse reads the request
                return self.source(node, "the request's arguments, as parsed")
            return self.source(node, "command-line arguments", local=True, part="input")  # the operator's input
        if canon in MODULE_FINDERS and call is not None and not any(fact.from_client for fact in call.all_facts()):
            return self.file_source(node)  # `fp, pathname, description = imp.find_module(name, [folder])`
        if not isinstance(func, ast.Attribute):
            return self.file_source(node, path) if canon in FILE_OPENERS else None
        return self.source_method(node, func, canon, path, call)

    def source_method(self, node: ast.Call, func: ast.Attribute, canon: str | None,
                      path: Fact | None = None, call: Call | None = None) -> Fact | None:
        """A method call that is a source; PATH is the file's path for a file opener or reader, CALL its
        evaluated parts, when they were."""
        method, owner = func.attr, func.value
        mapping = self.environ_object(owner) if method in MAPPING_GETTERS else None
        if mapping is not None:
            return self.environ_item(node, node.args[0] if node.args else None, mapping)
        if method in REQUEST_METHODS and self.is_request(owner):
            header = _header_part(node.args[0]) if method in _HEADER_GETTERS and node.args else ""
            return self.source(node, self.ctx.text(func) + "()", part=header or method)
        if method in MAPPING_GETTERS and self.is_request_attr(owner):
            fact = self.source(node, text_of(owner), part=_header_part(node.args[0], owner) if node.args else "")
            return self.captured(owner, node.args[0], fact) if node.args else fact
        if method in MAPPING_GETTERS and node.args and self.handler_headers(owner) \
                and (part := _header_part(node.args[0], owner)) == "referer":
            # `self.headers.get("Referer", "/")` in http.server's handler: the page the browser came from
            return self.source(node, f"self.{owner.attr} of a request handler", part=part)
        if method in MAPPING_GETTERS and (owner_canon := self.ctx.canonical(owner)) in SOURCE_ATTRIBUTES:
            return self.source(node, SOURCE_ATTRIBUTES[owner_canon], local=True)
        if method in SELF_SOURCE_METHODS and isinstance(owner, ast.Name) and owner.id == "self":
            return self.source(node, f"self.{method}()")
        if method == "clean" and self.form_self and _is_super(owner):
            return self.source(node, "a submitted form's data, as the form's base class cleaned it")
        if method in SOCKET_METHODS or method in STREAM_READER_METHODS and ("asyncio" in self.ctx.packages
                                                                         or self.ctx.async_streams):
            return self.source(node, "socket data")
        if method in QUEUE_POP_METHODS and "redis" in self.ctx.packages:
            return self.source(node, QUEUE_MESSAGE)
        if self.ctx.packages & REMOTE_LISTING_MODULES and (method in REMOTE_LISTING_METHODS or method == "listdir"
                                                           and REMOTE_LISTER.search(dotted_name(owner) or "")):
            return self.source(node, REMOTE_LISTING)
        if method in DB_FETCH_METHODS or method in ORM_READ_METHODS and model_query(owner) or select_read(node):
            return self.source(node, STORED)
        if method in HTTP_CLIENT_METHODS and call is not None and call.recv.instance in HTTP_CLIENTS:
            return join([self.source(node, FETCHED), *_carried_by_fetch(call)])
        if method in MAIL_METHODS and self.ctx.packages & MAIL_MODULES:
            return self.source(node, f"an email message's {method[4:]}")
        if method in MAIL_HEADER_METHODS and call is not None and call.recv.instance == MAIL_MESSAGE \
                and self.ctx.packages & MAIL_MODULES:
            return self.source(node, MAIL_HEADER)
        if canon in FILE_OPENERS:
            return self.file_source(node, path)
        if method in FILE_READ_METHODS:
            if self.own_serialised(owner, path):
                return CLEAN  # `self.cache_file.read_bytes()` of the file the module writes its pickle to
            return self.file_contents(node, path)
        return None

    def self_attribute_literals(self, node: ast.AST | None) -> frozenset[str] | None:
        """The string literals `self.NAME` can hold, when this method's class only ever sets it to literals."""
        if not (isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id == "self"):
            return None
        return self.ctx.attribute_literals.get(self.class_symbol, {}).get(node.attr)

    def class_constant(self, node: ast.Attribute) -> Fact | None:
        """`self.SUFFIX` where the class body binds SUFFIX once to a literal that nothing reassigns."""
        owner = node.value
        if not (isinstance(owner, ast.Name) and owner.id in ("self", "cls") and self.class_symbol):
            return None
        found = self.ctx.class_consts.get(self.class_symbol, {}).get(node.attr)
        return CONST.evolve(const_line=found[1]) if found is not None else None

    def module_setting(self, name: str, state: State) -> bool:
        root = name.split(".")[0]
        return root in self.ctx.imports and root not in state and resolve(self.ctx.imports, root) not in REQUEST_OBJECTS

    def local_function(self, name: str | None) -> bool:
        return name is not None and "." not in name and name in self.ctx.functions

    def shadowing_variable(self, call: Call) -> bool:
        """Whether CALL's dotted name starts with a variable of the module, not an import: `yaml.load(...)` where
        `yaml = ruamel.yaml.YAML(typ="safe")` is that object's method, not PyYAML's function."""
        head, dot, _ = (dotted_name(call.node.func) or "").partition(".")
        return bool(dot) and head not in self.ctx.imports and head in self.ctx.assigned

    # --- expressions ---------------------------------------------------------------

    def ev(self, node: ast.AST | None, state: State) -> Fact:
        if node is None:
            return CONST
        found = self.source_of(node) if not isinstance(node, ast.Call) else None
        if found is not None:
            self._children(node, state)
            return found
        handler = getattr(self, "_ev_" + type(node).__name__, None)
        if handler is None:
            self._children(node, state)
            return CLEAN
        return handler(node, state)

    def _children(self, node: ast.AST, state: State) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.expr) and not isinstance(child, ast.Lambda):
                self.ev(child, state)

    def _ev_Constant(self, node: ast.Constant, state: State) -> Fact:
        if isinstance(node.value, str) and SHARED_TEMP.match(node.value):  # "/tmp/report.csv": a name fixed there
            label = TEMP_FOLDER if SHARED_TEMP.fullmatch(node.value.rstrip("/") + "/") else FIXED_TEMP
            return CONST.evolve(origins=frozenset({Origin(TEMPNAME, label, self.ctx.text(node), node.lineno)}))
        return CONST_HTML if isinstance(node.value, str) and HTML_TAG.search(node.value) else CONST

    def _ev_Name(self, node: ast.Name, state: State) -> Fact:
        if node.id not in state and self.ctx.canonical(node) in _STRING_CONSTANTS:
            return CONST
        return self.lookup(node.id, state)

    def _ev_Attribute(self, node: ast.Attribute, state: State) -> Fact:
        name = dotted_name(node)
        if name is not None and name in state:
            return state[name]
        if self.ctx.canonical(node) in _STRING_CONSTANTS:
            return CONST
        if name is not None and self.module_setting(name, state):
            return Fact(safe=True)  # a setting of another module, not attacker input
        constant = self.class_constant(node)
        if constant is not None:
            return constant
        if node.attr == "__dict__" and self.is_receiver(node.value):
            return self.receiver_state(node)
        member = self.member_fact(node)
        if member is not None:
            return member
        made = self.property_object(node)
        if made is not None:
            return made
        base = self.ev(node.value, state)
        if base.instance is not None and base.origins and self.ctx.checked_field(base.instance, node.attr):
            # `data.id` of a pydantic model whose validator for `id` raises unless it passes (taint_models)
            step = Step(f"validator of {base.instance.rsplit('.', 1)[-1]}.{node.attr}", node.lineno,
                        self.ctx.segment(node))
            return Fact(safe=True, sanitiser=step, defs=base.defs)
        if base.instance is not None and base.origins \
                and (nested := self.ctx.modelled(self.ctx.field_model(base.instance, node.attr))) is not None:
            return Fact(origins=base.origins, defs=base.defs, instance=nested)  # `data.owner_data`, a model too
        if node.attr in taint_segments.DROPPING_ATTRIBUTES and taint_segments.carries_segments(base):
            base = taint_segments.decoded(base)  # `(root / name / "meta.json").parent`: the fixed name is gone
        elif node.attr in taint_segments.TRIMMING_ATTRIBUTES:
            base = taint_segments.trimmed(base)  # `Path(f"{name}.zip").stem`: the fixed suffix is gone
        origins = base.origins
        if node.attr in FILE_META_ATTRS:  # f.name of an opened file is its name, not its contents
            origins = frozenset(o for o in origins if o.label != FILE_CONTENTS)
        if node.attr in _ARCHIVE_META_ATTRS and base.instance in ARCHIVE_OPENERS:
            origins = without_archive_names(Fact(origins=origins)).origins  # zf.filename: the archive's own path
        if node.attr in FORM_DATA_ATTRS:  # a form's cleaned copy of what it was bound with (`Form(request.POST)`)
            origins = frozenset(o._replace(through="") if o.kind == UNTRUSTED else o for o in origins)
        return Fact(origins=origins, html=base.html, defs=base.defs)

    def _ev_Subscript(self, node: ast.Subscript, state: State) -> Fact:
        owner = dotted_name(node.value)
        key = node.slice
        stored = self.session_value(node.value, key)
        if stored is not None:
            return stored
        if owner is not None and isinstance(key, ast.Constant) and isinstance(key.value, str):
            entry = item_key(owner, key.value)
            if entry in state or entry in self.ctx.globals:
                return (state.get(entry) or self.ctx.globals[entry]).evolve(seq=False)
        index = self.ev(node.slice, state)
        base = self.ev(node.value, state)
        if owner is not None and isinstance(key, ast.Constant) and isinstance(key.value, str):
            base = rest_of(state, owner, base) or base  # a key no tracked entry holds: what the dict held apart
            if self.as_entered(node.value, base):  # `ctx["app_dir"]` of a parameter: the caller's entry alone
                base = keyed(base, key.value)
        if isinstance(node.value, ast.Call) and self.ctx.canonical(node.value.func) in _SPLITTING_EXTENSION \
                and isinstance(key, ast.Constant) and key.value in (1, -1) and len(node.value.args) == 1:
            return self.extension_of(base, node.value)  # `os.path.splitext(name)[1]`
        if taint_segments.cut_subscript(node):  # `upload.filename.rsplit(".", 1)[-1]`: no ".." in it
            base = taint_segments.cut_at_dots(base)
        if base.instance == MAIL_MESSAGE and self.ctx.packages & MAIL_MODULES:  # `msg["Subject"]`
            return join([base.evolve(instance=None), self.source(node, MAIL_HEADER)]).evolve(seq=False)
        chosen = index.of_kind(RANDOM)  # ALPHABET[int(random.random() * n)]: an element picked at random is random
        if chosen:
            return base.evolve(seq=False, origins=base.origins | frozenset(chosen))
        if isinstance(key, ast.Slice):  # `archive[:-4]`: the fixed text beside a segment may be cut away
            base = taint_segments.trimmed(base)
        if isinstance(key, ast.Slice) and base.anchor is not None:
            return base.evolve(seq=False, anchor=None)  # `text[7:]` may no longer start as the text did
        return base.evolve(seq=False)

    def picked_among(self, call: Call) -> bool:
        """Whether CALL (random.choice, sample or choices) only picks among items the program already has
        (servers, keys, proxies), as a value of its own rather than a piece joined into a new one: its
        first argument is not an alphabet or a range of numbers (a literal, a constant, `range()`,
        `string.ascii_letters`), and the result is not joined with others (a token's characters, a
        passphrase's words). Which existing item is chosen makes no new secret."""
        if call.canon not in _PICKERS or self.combining or not call.node.args or not call.args:
            return False
        seq = call.node.args[0]
        if call.args[0].const or isinstance(seq, ast.Constant | ast.List | ast.Tuple | ast.Set | ast.JoinedStr):
            return False
        named = self.ctx.canonical(seq.func if isinstance(seq, ast.Call) else seq) or ""
        return not (named in _NUMBER_RANGES or named.startswith("string.") or isinstance(seq, ast.BinOp))

    def combined(self, nodes: Sequence[ast.AST], state: State) -> list[Fact]:
        """The facts of NODES, evaluated as pieces that are joined into one value (see `picked_among`)."""
        self.combining += 1
        try:
            return [self.ev(node, state) for node in nodes]
        finally:
            self.combining -= 1

    def _ev_BinOp(self, node: ast.BinOp, state: State) -> Fact:
        left, right = self.combined([node.left, node.right], state)
        right = self.printf_arguments(node, right, state)
        if isinstance(node.op, ast.Add) and left.seq:  # [program] + rest: still a list led by that program
            return join([left, right], seq=True).evolve(head=left.head)
        fact = named_in_temp(join([left, right]))  # "/tmp/" + name, "%s/x.csv" % gettempdir(): a name in it
        if isinstance(node.op, ast.Mod) and self.markup_made(node.left):
            return cleared_for(fact, {"xss"}, Step("Markup's % operator, which escapes each value it formats",
                                                   node.lineno, self.ctx.segment(node)))
        if isinstance(node.op, ast.Div):  # Path(folder) / "name"
            fact = fact.evolve(named=names_own_file([left, right]), built=True)
            if taint_segments.has_segments(left) and taint_segments.fixed_name(_literal(node.right)):
                fact = self.segments_bounded(fact, [left, "/", _literal(node.right) or right], node)
            return fact
        # quietly (re-reading the pieces) only the outermost text: pieces read quietly need not be bounded again,
        # the value's own evaluation did that, and bounding each level again costs twice per level of nesting
        if isinstance(node.op, (ast.Add, ast.Mod)) and not self.mute and taint_segments.has_open(fact) \
                and (written := self.text_pieces(node, state)) is not None:
            fact = self.segments_bounded(fact, written, node)
        if isinstance(node.op, (ast.Add, ast.Mod)) and (_literal(node.left) is not None
                                                        or _literal(node.right) is not None):
            fact = fact.evolve(built=True, based=left.based or _folder(node.left, left))
        if isinstance(node.op, ast.Add) and _own_name_suffixed(left, [_literal(node.right)]):
            fact = fact.evolve(named=True)  # `state_file + ".bak"`: the program chose the name and its ending
        pieces: list[taint_urls.Piece] | None = None
        if isinstance(node.op, ast.Add):
            pieces = [_literal(node.left) or left, _literal(node.right) or right]
        elif isinstance(node.op, ast.Mod) and isinstance(node.left, ast.Constant) and isinstance(node.left.value, str):
            args = [self.quiet(e, state) for e in node.right.elts] if isinstance(node.right, ast.Tuple) else [right]
            pieces = taint_urls.printf_pieces(node.left.value, args)
        return self.anchored(fact, pieces, node)

    def segments_bounded(self, fact: Fact, pieces: list[taint_segments.Piece], node: ast.expr) -> Fact:
        """FACT, the path PIECES write, with the route segments in it that cannot lead out cleared (see
        taint_segments)."""
        return taint_segments.clear(fact, pieces, (node.lineno, self.ctx.segment(node)))

    def text_pieces(self, node: ast.BinOp, state: State) -> list[taint_segments.Piece] | None:
        """The literal and computed pieces of text NODE writes: a chain of `+` (`root + "/" + name + ".png"`) or a
        printf template (`"%s/%s.png" % (root, name)`); None for a template not written there. Evaluated again,
        quietly: only for a value holding a route's segment, which is rare."""
        if isinstance(node.op, ast.Mod):
            items = node.right.elts if isinstance(node.right, ast.Tuple) else [node.right]
            if not (isinstance(node.left, ast.Constant) and isinstance(node.left.value, str)) \
                    or any(isinstance(item, ast.Starred) for item in items):
                return None
            return taint_urls.printf_pieces(node.left.value, [self.quiet(item, state) for item in items])
        operands: list[ast.expr] = []
        while isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
            operands.insert(0, node.right)
            node = node.left  # type: ignore[assignment]
        operands.insert(0, node)
        return [_literal(operand) or self.quiet(operand, state) for operand in operands]

    def printf_arguments(self, node: ast.BinOp, right: Fact, state: State) -> Fact:
        """The fact of a printf template's arguments (RIGHT), less those its conversions write as numbers."""
        if not (isinstance(node.op, ast.Mod) and isinstance(node.left, ast.Constant)
                and isinstance(node.left.value, str)):
            return right
        numeric, named = taint_urls.numeric_printf(node.left.value)
        if named:  # one mapping: digits only when every conversion is a number's
            return self.as_number(right, node.right) if numeric and all(numeric) else right
        items = node.right.elts if isinstance(node.right, ast.Tuple) else [node.right]
        if len(numeric) != len(items) or not any(numeric) or any(isinstance(item, ast.Starred) for item in items):
            return right
        facts = [self.quiet(item, state) for item in items]
        return join([self.as_number(fact, item) if number else fact
                     for item, fact, number in zip(items, facts, numeric, strict=True)])

    def anchored(self, fact: Fact, pieces: list[taint_urls.Piece] | None, node: ast.expr | ast.stmt) -> Fact:
        """FACT with the anchor a URL built from PIECES has (see taint_urls), if any."""
        kind = taint_urls.anchor_kind(pieces) if pieces else None
        if kind is None or kind == "element" and any(".xinclude(" in line for line in self.ctx.lines):
            return fact  # XInclude reads the files a document names, with no DOCTYPE: a fixed root keeps out none
        return fact.evolve(anchor=Step(kind, node.lineno, self.ctx.segment(node)))

    def quiet(self, node: ast.AST, state: State) -> Fact:
        """The fact of NODE evaluated a second time, recording nothing."""
        self.mute += 1
        try:
            return self.ev(node, dict(state))
        finally:
            self.mute -= 1

    def _ev_UnaryOp(self, node: ast.UnaryOp, state: State) -> Fact:
        operand = self.ev(node.operand, state)
        return CONST.evolve(const=operand.const) if isinstance(node.op, ast.Not) else operand

    def _ev_BoolOp(self, node: ast.BoolOp, state: State) -> Fact:
        return join([self.ev(v, state) for v in node.values])

    def _ev_Compare(self, node: ast.Compare, state: State) -> Fact:
        parts = [self.ev(node.left, state), *(self.ev(c, state) for c in node.comparators)]
        operands = [node.left, *node.comparators]
        if len(operands) == 2 and isinstance(node.ops[0], (ast.Eq, ast.NotEq)):  # `password == "letmein"`
            for named, other, fact in ((operands[0], operands[1], parts[1]), (operands[1], operands[0], parts[0])):
                name = dotted_name(named) or (named.value if isinstance(named, ast.Constant) else None)
                if isinstance(name, str):
                    self.note_credential(name.rsplit(".", 1)[-1], fact, other, node.lineno)
        return Fact(const=all(p.const for p in parts), safe=True)

    def _ev_JoinedStr(self, node: ast.JoinedStr, state: State) -> Fact:
        facts = self.after_unguessable(node, self.combined(list(node.values), state))
        pieces = [_literal(v) or f for v, f in zip(node.values, facts, strict=True)]
        built = any(isinstance(v, ast.Constant) for v in node.values)
        based = len(facts) > 1 and (_folder(node.values[0], facts[0]) or facts[0].const and "/" in str(pieces[1]))
        fact = join(facts).evolve(built=built or any(f.built for f in facts), based=based)
        if len(facts) > 1 and taint_segments.has_open(fact):
            fact = self.segments_bounded(fact, pieces, node)
        if len(facts) > 1 and isinstance(node.values[0], ast.FormattedValue) \
                and _own_name_suffixed(facts[0], [_literal(value) for value in node.values[1:]]):
            fact = fact.evolve(named=True)  # f"{state_file}.bak"
        return self.anchored(named_in_temp(fact) if len(facts) > 1 else fact, pieces, node)

    def after_unguessable(self, node: ast.JoinedStr, facts: list[Fact]) -> list[Fact]:
        """FACTS, with text that follows a name nobody can guess in the same path segment cleared of traversal
        (`f"{uuid.uuid4()}.{extension}"`): a `../` in it climbs out of a folder named by that fresh name, which
        does not exist, so the path names nothing outside. A folder a call made (`mkdtemp()`) does exist."""
        fresh = False
        out = []
        for value, fact in zip(node.values, facts, strict=True):
            text = _literal(value)
            if isinstance(text, str) and "/" in text:
                fresh = False
            elif fresh and fact.origins:
                # a caller's value is dropped, as a category sanitiser drops it (`sanitised`): a summary keeps no
                # category a parameter was cleared for, and no caller's text escapes the segment either
                fact = fact.evolve(origins=frozenset(
                    cleared_origin(origin, ("path-traversal",)) if origin.kind == UNTRUSTED else origin
                    for origin in fact.without(PARAM, MEMBER)))
            elif isinstance(value, ast.FormattedValue) and any(
                    origin.kind == UNIQUE and origin.label in _FRESH_NAMES for origin in fact.origins):
                fresh = True
            out.append(fact)
        return out

    def _ev_FormattedValue(self, node: ast.FormattedValue, state: State) -> Fact:
        if node.format_spec is not None:
            self.ev(node.format_spec, state)
        fact = self.ev(node.value, state)
        spec = node.format_spec.values if isinstance(node.format_spec, ast.JoinedStr) else []
        written = [str(part.value) for part in spec if isinstance(part, ast.Constant)]
        if spec and len(written) == len(spec) and taint_urls.numeric_spec("".join(written)):
            return self.as_number(fact, node)
        return fact

    def as_number(self, fact: Fact, node: ast.AST) -> Fact:
        """FACT written as a number (`%d`, `{total:.2f}`): digits whatever text it came from."""
        return Fact(origins=fact.without(UNTRUSTED, PARAM), const=fact.const, safe=True,
                    sanitiser=Step("a number format", getattr(node, "lineno", 0), self.ctx.segment(node)))

    def _ev_IfExp(self, node: ast.IfExp, state: State) -> Fact:
        self.ev(node.test, state)
        truth, def_line = const_truth(node.test, self.ctx.consts)
        if truth is None:
            body = self.ev(node.body, self.refine(node.test, state, True))
            return merge(body, self.ev(node.orelse, self.refine(node.test, state, False)))
        live, dead = (node.body, node.orelse) if truth else (node.orelse, node.body)
        self.pruned_eval(dead, state, Prune("constant condition", node.lineno, def_line))
        return self.ev(live, state)

    def pruned_eval(self, node: ast.AST, state: State, why: Prune) -> None:
        outer, self.prune = self.prune, self.prune or why
        try:
            self.ev(node, dict(state))
        finally:
            self.prune = outer

    def _ev_List(self, node: ast.List | ast.Tuple, state: State) -> Fact:
        facts = [self.ev(e, state) for e in node.elts]
        # `for path in (state_file, state_file + ".bak")`: each item a file the program named, so is the one read
        named = bool(facts) and all(f.named and not f.of_kind(UNTRUSTED) for f in facts)
        return join(facts, seq=True).evolve(head=facts[0] if facts else None, named=named)

    _ev_Tuple = _ev_List

    def _ev_Set(self, node: ast.Set, state: State) -> Fact:
        return join([self.ev(e, state) for e in node.elts])

    def _ev_Dict(self, node: ast.Dict, state: State) -> Fact:
        parts = [self.ev(k, state) for k in node.keys if k is not None]
        return join([*parts, *(self.ev(v, state) for v in node.values)])

    def _ev_Starred(self, node: ast.Starred, state: State) -> Fact:
        return self.ev(node.value, state)

    def _ev_Await(self, node: ast.Await, state: State) -> Fact:
        return self.ev(node.value, state)

    def _ev_NamedExpr(self, node: ast.NamedExpr, state: State) -> Fact:
        fact = self.ev(node.value, state)
        drop_items(state, node.target.id)  # what was known of the old value's entries, or of the path it resolved
        drop_resolved_from(state, node.target.id)
        state[node.target.id] = fact
        return fact

    def _ev_Lambda(self, node: ast.Lambda, state: State) -> Fact:
        # The markup a replacement function writes shows in the text a substitution builds with it
        # (`pattern.sub(lambda m: "<mark>%s</mark>" % m.group(0), text)`); its parameters are unknown here.
        literals = (n.value for n in ast.walk(node.body) if isinstance(n, ast.Constant) and isinstance(n.value, str))
        return Fact(html=True) if any(HTML_TAG.search(text) for text in literals) else CLEAN

    def _comprehension(self, node, parts: list[ast.AST], state: State, seq: bool) -> Fact:
        inner = dict(state)
        for gen in node.generators:
            iterable = self.ev(gen.iter, inner)
            element = read_back(iterable.evolve(seq=False))
            check = _validating_filter(gen)
            if check is not None and element.origins:  # `ch for ch in value if ch.isalnum()`
                element = Fact(safe=True, sanitiser=Step(f"{check}() filter", gen.iter.lineno, self.ctx.segment(node)))
            self.bind(gen.target, element, inner, gen.iter.lineno)
            for cond in gen.ifs:
                self.ev(cond, inner)
        return join(self.combined(parts, inner), seq=seq)

    def _ev_ListComp(self, node: ast.ListComp, state: State) -> Fact:
        return self._comprehension(node, [node.elt], state, True)

    def _ev_SetComp(self, node: ast.SetComp, state: State) -> Fact:
        return self._comprehension(node, [node.elt], state, False)

    _ev_GeneratorExp = _ev_SetComp

    def _ev_DictComp(self, node: ast.DictComp, state: State) -> Fact:
        return self._comprehension(node, [node.key, node.value], state, False)

    def bind(self, target: ast.AST, fact: Fact, state: State, line: int) -> None:
        """Overridden by the statement walker; comprehensions bind plain names."""
        if isinstance(target, ast.Name):
            state[target.id] = fact
        elif isinstance(target, (ast.Tuple, ast.List)):
            for element in target.elts:
                self.bind(element, fact, state, line)

    # --- calls ---------------------------------------------------------------------

    def _ev_Call(self, node: ast.Call, state: State) -> Fact:
        func = node.func
        method = func.attr if isinstance(func, ast.Attribute) else None
        recv = self.ev(func.value, state) if isinstance(func, ast.Attribute) else CLEAN
        if not isinstance(func, (ast.Name, ast.Attribute)):
            self.ev(func, state)
        args = self.combined(node.args, state) if method == "join" else [self.ev(a, state) for a in node.args]
        kwargs = {(k.arg or f"**{i}"): self.keyword_value(k, state) for i, k in enumerate(node.keywords)}
        call = Call(node, self.ctx.canonical(func), method, recv, args, kwargs, state)
        # what a call gives is read back out of any in-memory file object its arguments held, but for the object
        result = self.call_result(call, state)
        # (the object made is an in-memory file: handed where a path or a file may go, it names no path)
        result = in_memory_file(result).evolve(instance=call.canon) if call.canon in IN_MEMORY_FILES \
            else read_back(result)
        self.check_sinks(call, state)
        self.mutate(call, state)
        # a literal template's fields take values as they are (`"{}.{}".format(uuid, ext)`): no "/" made of none
        template = _literal(call.receiver) if method == "format" and call.receiver is not None else None
        filled = template is not None and _AUTO_FIELDS.fullmatch(template) is not None
        if taint_segments.carries_segments(result) and not taint_segments.keeps_segments(call.canon, method) \
                and not filled:
            result = taint_segments.decoded(result)  # `unquote(name)`: the "%2F" in it may now be a "/"
        elif method in taint_segments.TRIMMING_METHODS:
            result = taint_segments.trimmed(result)  # `f"{prefix}-{name}".strip("-")`: the prefix may be gone
        return taint_segments.settled(result)

    def keyword_value(self, keyword: ast.keyword, state: State) -> Fact:
        """A keyword argument's fact; what documents an API by example (`examples=[{"password": ...}]`) writes
        no credential, however it is named."""
        if keyword.arg not in EXAMPLE_KEYWORDS:
            return self.ev(keyword.value, state)
        self.mute += 1
        try:
            return self.ev(keyword.value, state)
        finally:
            self.mute -= 1

    def call_result(self, call: Call, state: State) -> Fact:
        found = self.source_call(call.node, call)
        if found is not None:
            return found
        if call.canon in OBJECT_STATE_READERS and len(call.node.args) == 1 and self.is_receiver(call.node.args[0]):
            return self.receiver_state(call.node)  # `vars(self)`, `asdict(self)`
        if self.handed_off(call, state):
            return CLEAN  # a thread, a future or a job: not what the function will return
        substituted = self.substituted(call, state)
        if substituted is not None:
            return substituted
        if call.canon in WEB2PY_URLS and _web2py_local(call) and not (call.canon == "URL"
                                                                      and self.local_function("URL")):
            # ahead of the framework's own definition of URL, which an audit of web2py itself would follow; a
            # path on the site, whatever the request put after its fixed names (which still count as markup)
            return self.sanitised(call, only=frozenset({"open-redirect"})).evolve(
                anchor=Step("path", call.line, self.ctx.segment(call.node)))
        target = call.target = self.target_of(call)
        if target is not None and target.deferred:
            assert target.summary is not None
            self.apply_summary(call, target.summary, target.offset)  # its sinks see the arguments, later
            return CLEAN  # what it returns is a handle on the queued run, not the task's result
        if target is not None and target.cls is not None:
            self.member_call_sinks(call, target)
        if target is not None and target.instance is not None:  # a constructor: its __init__ runs
            if target.summary is not None:
                self.apply_summary(call, target.summary, target.offset)
                return Fact(instance=target.instance)
            if self.class_methods(target.instance):
                return Fact(instance=target.instance)
            # a class with no method of its own in sight (`class Job(namedtuple(...)): pass`, an exception): the
            # instance holds what it was given, as a call the analysis cannot follow does
            given = [fact for fact in call.all_facts() if fact.origins]
            return Fact(origins=join(given).origins if given else frozenset(), instance=target.instance)
        if target is not None and target.summary is not None:
            fact = self.apply_summary(call, target.summary, target.offset)
            if self.opens_own_serialised(call):
                return CLEAN  # the module's own helper opening its own pickle file (see own_serialised)
            if target.through_instance:
                return fact
            self.keep_promises(call, target.summary, target.offset, state)
            if target.summary.ret_items:
                self.unpacked[id(call.node)] = self.returned_items(call, target.summary, target.offset, fact)
            named = target.summary.symbol.rsplit(".", 1)[-1]
            return self.sanitised(call) if SANITISER_NAME.match(named) and fact.origins else fact
        if target is None and (dispatched := self.dispatched(call, state)) is not None:
            return dispatched
        if call.method in RPC_REGISTRARS and self.registered(call):
            return CLEAN
        if call.method == RPC_INSTANCE_REGISTRAR and self.registered_instance(call):
            return CLEAN
        if call.canon in LOCAL_URL_BUILDERS and not self.local_function(call.canon) or \
                call.method is not None and LOCAL_URL_METHODS.fullmatch(call.method) and not call.node.args \
                and not self.is_module_call(call):
            return self.sanitised(call).evolve(anchor=Step("path", call.line, self.ctx.segment(call.node)))
        markup_escape = call.method is not None and f"Markup.{call.method}" == call.canon
        if (call.canon in SANITISERS and not _host_chosen(call) or call.canon in SERIALISERS or markup_escape
                or _filters(call, self.ctx.patterns) or _escapes(call)
                or not self.ctx.python2 and _numeric_bound(call)):
            return self.sanitised(call)
        if self.rooted_relative(call):
            return Fact(origins=call.recv.without(UNTRUSTED, PARAM), safe=True,
                        sanitiser=Step("normalisation under the root", call.line, self.ctx.segment(call.node)))
        if _separators_replaced(call.node, self.ctx):  # `name.replace("/", ".")`: a name with no folder in it
            step = Step("every folder separator replaced", call.line, self.ctx.segment(call.node))
            return cleared_for(self.propagated(call), {"path-traversal"}, step)
        if decodes_markup(call.node):  # `.replace("&lt;", "<")`: whatever was escaped for HTML is markup again
            fact = self.propagated(call)
            return fact.evolve(origins=frozenset(uncleared_origin(o, ("xss",)) for o in fact.origins), safe=False,
                               sanitiser=None)
        if escapes_html(call.node) and id(call.node) not in self.ctx.method_receivers:  # a whole replace chain
            step = Step("escaped for HTML (<, \" and ' replaced)", call.line, self.ctx.segment(call.node))
            fact = self.propagated(call)  # whoever gave the value, a caller's argument too, it is escaped now
            return fact.evolve(origins=frozenset(cleared_origin(o, ("xss",)) for o in fact.origins), safe=True,
                               sanitiser=step)
        if call.canon in _SPLITTING_EXTENSION and len(call.node.args) == 1:
            fact = self.propagated(call)  # (root, extension): `_, ext = os.path.splitext(name)`
            self.unpacked[id(call.node)] = [fact.evolve(seq=False), self.extension_of(fact, call.node)]
            return fact
        if call.canon in TEMPLATE_ENVIRONMENTS or call.canon in SAX_PARSERS:
            return Fact(instance=call.canon)  # its from_string compiles code; its parse reads a document
        if call.canon in ARCHIVE_OPENERS:
            return Fact(origins=self.archive_members(call), instance=call.canon)
        if call.canon in HTTP_CLIENTS or call.canon in LDAP_CONNECTIONS:  # an object whose methods are sinks
            return Fact(instance=call.canon)
        if call.canon in MAIL_PARSERS or call.method in MAIL_PARTS_METHODS and call.recv.instance == MAIL_MESSAGE:
            # `msg = email.message_from_bytes(raw)`: a message, whose headers are its sender's (source_method)
            return join(call.all_facts() + [call.recv]).evolve(instance=MAIL_MESSAGE, seq=False)
        if call.canon in TEMPNAME_FUNCTIONS and self.in_private_folder(call):
            # `tempfile.mktemp(suffix, prefix, self._dir)` in a folder mkdtemp made: nobody else can plant a file there
            if not self.mute:
                temp = Origin(TEMPNAME, call.canon, self.ctx.text(call.node), call.line)
                self.intents.append(IntentUse(temp, call.line, "a name in a folder tempfile.mkdtemp made, which only "
                                              "this user can write to", BENIGN, self.ctx.segment(call.node)))
            return Fact(origins=frozenset({Origin(UNIQUE, call.canon, self.ctx.text(call.node), call.line)}))
        if call.canon in TEMPNAME_FUNCTIONS:
            origin = Origin(TEMPNAME, call.canon, self.ctx.text(call.node), call.line)
            return Fact(origins=frozenset({origin}))
        if call.canon in SHARED_TEMP_DIRS:
            return Fact(origins=frozenset({Origin(TEMPNAME, TEMP_FOLDER, self.ctx.text(call.node), call.line)}))
        if call.canon in UNIQUE_NAMERS:  # a name nobody can plant in advance, whatever folder it is in
            return Fact(origins=frozenset({Origin(UNIQUE, call.canon, self.ctx.text(call.node), call.line)}))
        if call.canon == RANDOM_GENERATOR:  # `rng = random.Random()`: its methods are the module's functions
            return Fact(instance=RANDOM_GENERATOR)
        generator = f"random.{call.method}" if call.method and call.recv.instance == RANDOM_GENERATOR else ""
        if call.canon in RANDOM_FUNCTIONS or generator in RANDOM_FUNCTIONS:
            origin = Origin(RANDOM, generator or call.canon or "", self.ctx.text(call.node), call.line)
            if self.picked_among(call):
                if not self.mute:
                    seq = self.ctx.text(call.node.args[0])
                    self.intents.append(IntentUse(origin, call.line, f"a pick among the items {seq} already holds",
                                                  BENIGN, self.ctx.segment(call.node)))
                return call.args[0].evolve(seq=False)
            return Fact(origins=frozenset({origin}))
        if call.canon in FAST_HASHES and (typed := _password_named(call.node, USER_PASSWORD)):
            origin = Origin(HASH, call.canon, self.ctx.text(call.node), call.line)
            if not self.mute:  # sha256(password): a stored password's digest, cheap to guess against
                self.intents.append(IntentUse(origin, call.line, f"a digest of {typed}", SECURITY,
                                              self.ctx.segment(call.node)))
            return Fact(origins=frozenset({origin}), safe=True)
        if call.canon in WEAK_HASHES and _keyword(call.node, "usedforsecurity") is None:
            origin = Origin(HASH, call.canon, self.ctx.text(call.node), call.line)
            # A digest carries none of its input's text, but a digest of a predictable value is as predictable
            # (unless a secret is hashed with it: `sha1(SECRET_KEY + str(random()))` is no guess).
            secret = any(credential_name(n.id if isinstance(n, ast.Name) else n.attr)
                         for part in call.node.args for n in ast.walk(part) if isinstance(n, ast.Name | ast.Attribute))
            guessable = frozenset() if secret else frozenset(
                o for f in call.all_facts() for o in f.origins if o.kind == RANDOM)
            hashed = _password_named(call.node)
            drawn = random_token(call, self.symbol)
            if drawn:
                if not self.mute:
                    self.intents.append(IntentUse(origin, call.line, f"a digest of random bytes from {drawn}",
                                                  BENIGN, self.ctx.segment(call.node)))
                return Fact(origins=frozenset(o for f in call.all_facts() for o in f.origins), safe=True)
            if hashed and not self.mute:  # md5(request.form["password"]): a password's digest, whatever it is called
                self.intents.append(IntentUse(origin, call.line, f"a digest of {hashed}", SECURITY,
                                              self.ctx.segment(call.node)))
            return Fact(origins=frozenset({origin}) | guessable, safe=True)
        if call.method == "get" and call.receiver is not None and call.node.args:
            stored = self.session_value(call.receiver, call.node.args[0])
            if stored is not None:
                return stored
            entry = self.item_read(call, state)
            if entry is not None:  # `ctx.get("app_dir", default)`: that entry, or the default
                return join([entry, *call.args[1:2]]).evolve(seq=False)
        if call.method == "format" and call.receiver is not None and self.markup_made(call.receiver):
            return cleared_for(self.propagated(call), {"xss"}, Step(
                "Markup's format(), which escapes each value it formats", call.line, self.ctx.segment(call.node)))
        if call.method in CLEAN_METHODS:  # a digest, a count, a test: still a digest or a random value
            return Fact(safe=True, origins=frozenset(o for o in call.recv.origins if o.kind in (HASH, RANDOM)))
        if call.method in OFFER_MATCHERS and call.node.args and call.recv.origins:
            # `request.accept_languages.best_match(LANGUAGES)`: one of the offers the program lists, or its default;
            # the client's header only picks among them
            offers = [call.args[0], *call.args[1:2], *(call.kwargs[k] for k in ("default", "default_match")
                                                        if k in call.kwargs)]
            return join(offers).evolve(seq=False)
        if call.method == "get" and not call.recv.origins and (
                call.recv.const or call.receiver is not None and self.imported_constant(call.receiver)):
            # a lookup in a constant table yields one of its constant values, or the default
            return join([call.recv if call.recv.const else CONST, *call.args[1:2]]).evolve(seq=False)
        return self.propagated(call)

    def item_read(self, call: Call, state: State) -> Fact | None:
        """What `owner.get("key"[, default])` finds under its constant key when the dict's entries are tracked here:
        the key's own entry, or the dict's rest (see keep_rest); None when they are not."""
        owner = dotted_name(call.receiver) if call.receiver is not None else None
        key = call.node.args[0]
        if owner is None or len(call.node.args) > 2 or call.node.keywords \
                or not (isinstance(key, ast.Constant) and isinstance(key.value, str)):
            return None
        entry = state.get(item_key(owner, key.value))
        if entry is not None:
            return entry
        rest = rest_of(state, owner, call.recv)
        whole = rest or call.recv
        if self.as_entered(call.receiver, whole):  # `ctx.get("app_dir")` of a parameter: the caller's entry
            return keyed(whole, key.value)
        return rest

    def is_receiver(self, node: ast.expr) -> bool:
        """Whether NODE is the object this method was called on (its first parameter, not rebound here)."""
        return isinstance(node, ast.Name) and node.id == self.receiver and node.id not in self.param_stores

    def receiver_state(self, node: ast.expr) -> Fact:
        """Every attribute of the object a method was called on, at once (`self.__dict__`, `vars(self)`): a value its
        caller decides, as its object's (the parameter at position 0, bound to the receiver where it is called).
        Attributes the method reads one by one are the members its class's methods store instead."""
        name = self.receiver or "self"
        return Fact(origins=frozenset({Origin(PARAM, f"parameter {name}", name, self.def_line or node.lineno, 0)}),
                    defs=frozenset({node.lineno}))

    def as_entered(self, node: ast.expr | None, fact: Fact) -> bool:
        """Whether NODE is a parameter whose fact is still FACT, as the function was entered: the very object its
        caller gave (a dict read under one key reads the caller's entry there; see keyed)."""
        return isinstance(node, ast.Name) and node.id in self.param_names and self.entry_facts.get(node.id) == fact \
            and self.param_changes.get(node.id, frozenset()) is not None and node.id not in self.handed_params

    def keyed_argument(self, call: Call, summary: Summary, sink: ParamSink, offset: int, whole: Fact) -> Fact:
        """What the argument CALL gives the parameter of SINK holds under the sink's key: a dict literal's value
        there, a tracked entry, the rest of a dict whose other entries are tracked, or this function's own parameter
        read under that key; else the whole argument (WHOLE)."""
        argument = argument_at(call.node, summary.params, sink.position, offset)
        state = call.state
        if argument is None or state is None or summary.wrapped:
            return whole  # a decorator's wrapper may hand the function other arguments than these
        if any(isinstance(node, ast.NamedExpr) for node in ast.walk(call.node)):
            return whole  # the state after the arguments may have rebound a name the argument read
        if isinstance(argument, ast.Dict):
            if not all(isinstance(key, ast.Constant) and isinstance(key.value, str) for key in argument.keys):
                return whole  # a `**spread` or a computed key may hold the key
            for key, value in reversed(list(zip(argument.keys, argument.values, strict=True))):  # the last one holds
                if isinstance(key, ast.Constant) and key.value == sink.key:
                    self.mute += 1  # evaluated once already, with the call: nothing is recorded twice
                    try:
                        return self.ev(value, dict(state))
                    finally:
                        self.mute -= 1
            return whole
        owner = dotted_name(argument)
        if owner is None:
            return whole
        entry = state.get(item_key(owner, sink.key))
        if entry is not None:
            return entry
        rest = rest_of(state, owner, whole)
        kept = rest or whole
        return keyed(kept, sink.key) if self.as_entered(argument, kept) else kept

    def markup_made(self, node: ast.expr) -> bool:
        """NODE makes a Markup object of a template written in the code: `Markup("<b>%s</b>")` (see MARKUP_CLASSES)."""
        return isinstance(node, ast.Call) and self.ctx.canonical(node.func) in MARKUP_CLASSES and len(node.args) == 1 \
            and isinstance(node.args[0], ast.Constant) and isinstance(node.args[0].value, str)

    def imported_constant(self, node: ast.expr) -> bool:
        """NODE names an upper-case constant of a module the code imports (`conf.MANAGED_SERVICES`, or `LANGUAGES`
        from `from .config import LANGUAGES`): a value the project's own code or its operator fixed, never one a
        client sends."""
        if isinstance(node, ast.Attribute):
            return node.attr.isupper() and isinstance(node.value, ast.Name) and node.value.id in self.ctx.imports
        return isinstance(node, ast.Name) and node.id.isupper() and node.id in self.ctx.imports

    def configured_collection(self, node: ast.expr) -> bool:
        """NODE reads a value out of the deployment's configuration: an attribute or a constant key of an object
        named for it (CONFIG_OBJECTS) that the module imports or the application holds (`settings.printers`,
        `current_app.config["PRINTERS"]`, a Tornado handler's `self.settings["hosts"]`). What it lists the
        operator or the code fixed; a client sets none of it."""
        containers: list[str] = []
        while isinstance(node, ast.Attribute | ast.Subscript):
            if isinstance(node, ast.Subscript) and not (isinstance(node.slice, ast.Constant)
                                                        and isinstance(node.slice.value, str)):
                return False
            node = node.value
            if isinstance(node, ast.Attribute):
                containers.append(node.attr)
        if not isinstance(node, ast.Name) or not (node.id in self.ctx.imports or node.id in _APPLICATION_HOLDERS):
            return False
        return any(name.lower() in CONFIG_OBJECTS for name in (node.id, *containers))

    def rooted_relative(self, call: Call) -> bool:
        """`posixpath.normpath("/" + name).lstrip("/")`: normalised as an absolute path, a name keeps no
        `..` above the root, and with its leading slashes stripped it is a relative path that stays
        under any folder it is joined to. Without the strip it is absolute and escapes the join."""
        if call.method != "lstrip" or len(call.node.args) != 1 or not _strips_slash(self.ctx, call.node.args[0]):
            return False
        inner = call.receiver
        if not (isinstance(inner, ast.Call) and len(inner.args) == 1 and not inner.keywords
                and self.ctx.canonical(inner.func) in _POSIX_NORMPATHS):
            return False
        return _rooted(self.ctx, inner.args[0])

    def extension_of(self, fact: Fact, node: ast.Call) -> Fact:
        """What `os.path.splitext(name)[1]` holds of FACT: the last dot of the file name and what follows it,
        which has neither a dot nor a separator: "", "." or ".pdf", never "..", so no folder to climb to."""
        step = Step("the extension os.path.splitext() takes from a file name", node.lineno, self.ctx.segment(node))
        fact = fact.evolve(seq=False)
        if not fact.of_kind(UNTRUSTED):
            return fact
        if fact.of_kind(PARAM) or fact.of_kind(MEMBER):
            # a caller's value keeps its own course (a summary carries no clearance to it), and the whole is not
            # safe while it may still climb: only what was read here is cleared (a parameter reassigned from a
            # response's Content-Disposition, as in `if not filename: filename = name_from(response)`)
            return cleared_untrusted(fact, {"path-traversal"})
        return cleared_for(fact, {"path-traversal"}, step)

    def sanitised(self, call: Call, only: frozenset[str] | None = None) -> Fact:
        parts = call.all_facts()
        joined = join(parts)
        keep = joined.without(UNTRUSTED, PARAM) if parts else frozenset()
        only = only or CATEGORY_SANITISERS.get(call.canon or "")
        if only is not None and parts:  # still untrusted, but no more for the categories it guards
            keep |= frozenset(cleared_origin(o, only) for o in joined.of_kind(UNTRUSTED))
        return Fact(origins=keep, const=all(p.const for p in parts), safe=True,
                    sanitiser=Step(call.canon or call.method or "sanitiser", call.line, self.ctx.segment(call.node)))

    def is_module_call(self, call: Call) -> bool:
        func = call.node.func
        if not isinstance(func, ast.Attribute):
            return True
        root = dotted_name(func.value)
        if root is not None and _is_source_attribute(self.ctx.canonical(func.value)):
            return False  # sys.stdin.buffer.read(): a method of a source object, not a module function
        if call.recv.of_kind(UNTRUSTED):
            return False  # request.path.rstrip(): a method of a value from a source, not a module function
        return root is not None and root.split(".")[0] in self.ctx.imports and not self.is_request(func.value)

    def propagated(self, call: Call) -> Fact:
        args = call.all_facts()
        opaque = False
        if call.canon in FIRST_ARGUMENT_ONLY:
            return call.args[0].evolve(seq=False) if call.args else CLEAN
        if call.canon == "getattr" and len(call.node.args) >= 2 and isinstance(call.node.args[1], ast.Constant) \
                and call.node.args[1].value in FILE_META_ATTRS:  # getattr(f, "name"): the file's name, not its data
            return Fact(origins=call.args[0].without(UNTRUSTED) | frozenset(
                o for o in call.args[0].of_kind(UNTRUSTED) if o.label != FILE_CONTENTS))
        if call.canon == "shlex.split" and call.node.args and _fixed_program(call.node.args[0]):
            # "git show " + rev, split into an argument list: its program is the text's literal first word
            return call.args[0].evolve(seq=True, head=CONST)
        if call.canon == "shlex.split" and call.args:
            # a command line split into an argument list: the text names its program (and that program's arguments)
            return call.args[0].evolve(seq=True, head=call.args[0])
        if call.method == "split" and call.receiver is not None and _splits_words(call.node) and call.recv.origins:
            # `os.getenv("EDITOR", "vi").split()`: words of a command line, like shlex.split's; the text names the
            # program, and `editor + [path]` keeps it at the head of the argument list
            return call.recv.evolve(seq=True, head=call.recv)
        if call.method is None or self.is_module_call(call):
            parts = args
            pure = call.canon in PURE_FUNCTIONS
            opaque = not pure and call.canon not in KNOWN_PROPAGATORS
        else:
            const_recv = isinstance(call.receiver, ast.Constant)
            # a compiled pattern's search or split hands on pieces of the text it is given (`URL.findall(text)`)
            pattern = self.ctx.patterns.get(dotted_name(call.receiver) or "")
            searched = pattern is not None and (call.method in _PATTERN_METHODS
                                                or call.method in _MATCH_METHODS and _matches_any_text(pattern))
            # a compiled pattern's `sub(repl, text)`: the text, with what matched replaced
            substituted = call.method in _SUBSTITUTIONS and len(call.node.args) >= 2
            takes_args = call.method in ARGUMENT_METHODS or const_recv or searched or substituted
            parts = [call.recv, *(args if takes_args else [])]
            if call.method in DECRYPTING_METHODS:  # the caller's ciphertext: what it decrypts to is the caller's too
                parts.append(Fact(origins=frozenset(origin for arg in args for origin in arg.of_kind(PARAM))))
            pure = call.method in STRING_METHODS or searched
        fact = join(parts) if parts else CLEAN
        if call.method in _CODECS and call.receiver is not None and call.recv.anchor is not None:
            fact = fact.evolve(anchor=call.recv.anchor)  # the same text in other bytes: it starts as it did
        if call.canon in ("urllib.parse.urljoin", "urlparse.urljoin") and len(call.args) > 1:
            base, url = call.args[0], call.args[1]  # an untrusted second part decides alone; else the base does
            decides = url if url.of_kind(UNTRUSTED) or url.of_kind(PARAM) else base
            fact = self.anchored(fact, [decides], call.node)
        if call.canon in PATH_BUILDERS and len(args) > 1 or call.method in ("format", "joinpath") and args:
            fact = named_in_temp(fact)
        if call.canon in PATH_BUILDERS and args:
            based = len(args) > 1 and (args[0].const or args[0].based)
            fact = fact.evolve(named=names_own_file(args), built=fact.built or len(args) > 1, based=based)
            if call.canon in taint_segments.PATH_JOINS and len(args) > 1 and taint_segments.has_open(fact) \
                    and not call.node.keywords and not any(isinstance(a, ast.Starred) for a in call.node.args):
                # `os.path.join(root, name, "index.html")`: each argument a folder or the file
                pieces: list[taint_segments.Piece] = []
                for argument, part in zip(call.node.args, call.args, strict=True):
                    pieces += [*(["/"] if pieces else []), _literal(argument) or part]
                fact = self.segments_bounded(fact, pieces, call.node)
        if call.canon in PACKAGE_RESOURCE_PATHS:  # the package's folder and the name: a path the analysis can read
            fact, opaque = fact.evolve(named=True), False
        if opaque:
            fact = fact.through(call.canon or text_of(call.node.func))
        if call.method in _ARCHIVE_READS and call.recv.instance in ARCHIVE_OPENERS:
            fact = _archive_contents(fact)  # `zf.read(name)`: what a member holds, not its name
        if not pure:
            # an in-memory file holding one text starts as the text does (an XML document's fixed root element)
            kept = call.args[0].anchor if call.canon in IN_MEMORY_FILES and len(call.args) == 1 else None
            return Fact(origins=fact.origins, html=fact.html, defs=fact.defs, sanitiser=fact.sanitiser,
                        named=fact.named, built=fact.built, anchor=kept)
        template = _literal(call.receiver) if call.method in ("format", "join") and call.receiver is not None else None
        if template is not None and call.method == "format":
            fact = fact.evolve(seq=False, built=True)
            pieces = taint_urls.format_pieces(template, call.args)
            if taint_segments.has_open(fact) and _AUTO_FIELDS.fullmatch(template) and not call.kwargs \
                    and len(call.args) == template.count("{}"):
                fact = self.segments_bounded(fact, pieces, call.node)  # `"{}.{}".format(uuid, ext)`
            return self.anchored(fact, pieces, call.node)
        # `job["template"].format(**params)`: a client's template filled with values is text built, not a statement
        # run as its writer wrote it (a caller's own template filled with its own values stays the caller's command)
        formatted = call.method == "format" and bool(call.node.args or call.node.keywords) \
            and bool(call.recv.of_kind(UNTRUSTED))
        return fact.evolve(seq=False, built=fact.built or template is not None or formatted)

    # --- same-module summaries -----------------------------------------------------

    def target_of(self, call: Call) -> Target | None:
        """What CALL runs: a function or method of this module or of another, or a class's constructor."""
        func = call.node.func
        if isinstance(func, ast.Attribute) and func.attr in DEFERRED_CALLS:
            task = self.task_target(func.value)
            if task is not None:
                return task
        if isinstance(func, ast.Name) and func.id not in self.ctx.imports:
            if func.id in self.ctx.functions:
                return Target(self.ctx.functions[func.id])
            if func.id in self.ctx.classes:
                cls = self.ctx.qualified(func.id)
                return Target(self.method_of(cls, "__init__"), 1, cls, cls, "__init__")
            if func.id in _CLASS_PARAMETERS and self.class_symbol:
                # `return cls(settings["uri"], ...)` in a class method: a factory making its own class's instance
                cls = self.ctx.qualified(self.class_symbol)
                return Target(self.method_of(cls, "__init__"), 1, cls, cls, "__init__")
            return None
        if isinstance(func, ast.Attribute) and dotted_name(func.value) in ("self", "cls"):
            own = self.ctx.qualified(self.class_symbol) if self.class_symbol else None
            return _bound(self.own_method(func.attr), own, func.attr)
        if isinstance(func, ast.Attribute) and call.recv.instance is not None:
            return _bound(self.method_of(call.recv.instance, func.attr), call.recv.instance, func.attr)
        named = project_class(self.ctx, func.value.id) if isinstance(func, ast.Attribute) \
            and isinstance(func.value, ast.Name) else None
        if named is not None and isinstance(func, ast.Attribute) \
                and (summary := self.method_of(named, func.attr)) is not None:
            # `Page.find(title)`: a class method gets the class as its first parameter; a static method, or a
            # plain method called on its class (`Base.save(self, row)`), binds nothing itself
            bound = summary.is_method and summary.params[:1] in (["cls"], ["klass"], ["mcs"])
            return Target(summary, 1 if bound else 0, cls=named, method=func.attr)
        imported = self.imported_target(call)
        if imported is None and isinstance(func, ast.Attribute) \
                and (instance := self.imported_instance(func.value)) is not None \
                and (target := _bound(self.method_of(instance, func.attr), instance, func.attr)) is not None:
            return target._replace(through_instance=True)  # `Files.get_file_by_id(id)`, `Files = FilesTable()`
        return imported

    def keep_promises(self, call: Call, summary: Summary, offset: int, state: State) -> None:
        """What the callee promises by returning (taint_promises): past the call, each name handed to a parameter
        it checks is checked, the call cited as the step; a call of one that never returns ends the path."""
        if summary.never_returns:
            self.ending_calls.add(id(call.node))
        callee = summary.symbol.rsplit(".", 1)[-1]
        for name in _names_given(call.node, summary, summary.checks, offset):
            step = Step(f"check on {name} by {callee}(), which returns only if it passes", call.line,
                        self.ctx.segment(call.node))
            state[name] = Fact(safe=True, sanitiser=step, defs=self.lookup(name, state).defs)

    def returned_items(self, call: Call, summary: Summary, offset: int, whole: Fact) -> list[Fact]:
        """The facts of the elements of the tuple CALL returns: each the WHOLE call's, holding only its own
        element's origins (the arguments it returns, and what the function itself read)."""
        bound = self.bound_args(call, summary, offset)
        items = []
        for item in summary.ret_items:
            given = [bound[position] for position in item.params if position in bound]
            fact = whole.evolve(origins=item.origins.union(*(fact.origins for fact in given)), instance=item.instance)
            # the function may have cut, decoded or split what it was given (`return path[:dot], path[dot:]`): as
            # the whole result of a project function's call (see call_result), each one-segment value is one no more
            items.append(taint_segments.decoded(fact) if taint_segments.carries_segments(fact) else fact)
        return items

    def vouched_by(self, test: ast.Call, state: State) -> list[tuple[str, Step]]:
        """Where TEST, a call of the project's predicate, holds: each name handed to a parameter its true result
        vouches for (taint_promises), with the call as the step."""
        func = test.func
        recv = self.ev(func.value, state) if isinstance(func, ast.Attribute) else CLEAN
        target = self.target_of(Call(test, self.ctx.canonical(func), getattr(func, "attr", None), recv, [], {}))
        if target is None or target.summary is None or target.instance is not None or target.through_instance:
            return []
        summary = target.summary
        callee = summary.symbol.rsplit(".", 1)[-1]
        return [(name, Step(f"check on {name} by {callee}(), true only if it passes", test.lineno,
                            self.ctx.segment(test)))
                for name in _names_given(test, summary, summary.vouches, target.offset)]

    def dispatched(self, call: Call, state: State) -> Fact | None:
        """A call of an entry looked up in a dispatch table (`routes.get(path)(...)` through a local, or
        `COMMANDS[name](...)`): every function of the table sees the arguments (a lambda's body is evaluated
        with its parameters bound to them); what they return, joined."""
        func = call.node.func
        prefixed = self.prefix_dispatched(call, state)
        if prefixed is not None:
            return prefixed
        table = self.dispatch.get(func.id) if isinstance(func, ast.Name) else taint_dispatch.lookup(func, self.dispatch)
        if table is None:
            return None
        results = []
        for value in table.values:
            if isinstance(value, ast.Lambda):
                params = [a.arg for a in (*value.args.posonlyargs, *value.args.args)]
                bound = {name: fact for name, fact in zip(params, call.args, strict=False)}
                results.append(self.ev(value.body, {**state, **bound}))
                continue
            target = self.function_target(value)
            if target is not None and target.summary is not None:
                results.append(self.apply_summary(call, target.summary, target.offset))
        return join(results) if results else None

    def prefix_dispatched(self, call: Call, state: State) -> Fact | None:
        """`getattr(self, "do_" + verb)(rest)`: a command loop (a line protocol's verbs, cmd.Cmd's `do_*`) calls
        whichever method of the object's class is named with the prefix and the text it was sent, so every one of
        them sees the arguments; what they return, joined. The default (`getattr(..., self.unknown)`) too."""
        found = taint_dispatch.prefix_dispatch(call.node.func)
        if found is None or self.local_function("getattr"):
            return None
        holder, prefix, default = found
        own = isinstance(holder, ast.Name) and holder.id in ("self", "cls") and self.class_symbol
        cls = self.ctx.qualified(self.class_symbol) if own and self.class_symbol else self.ev(holder, state).instance
        methods = self.class_methods(cls) if cls is not None else {}
        chosen = [summary for name, summary in methods.items() if name.startswith(prefix)]
        if isinstance(default, ast.Attribute) and default.attr in methods and not default.attr.startswith(prefix):
            chosen.append(methods[default.attr])
        results = [self.apply_summary(call, summary, 1) for summary in chosen if summary.is_method]
        return join(results) if results else None

    def registered(self, call: Call) -> bool:
        """`server.register_function(handlers.stock_level)`: an RPC server calls the project's function with
        whatever any client sends, so each of its parameters is untrusted where it reaches a sink (found there,
        in whichever module the function is)."""
        node = call.node
        function = node.args[0] if node.args else _keyword(node, "function")
        target = self.function_target(function) if isinstance(function, ast.expr) else None
        if target is None or target.summary is None or target.summary.is_method and target.offset == 0:
            return False
        summary = target.summary
        origin = Origin(UNTRUSTED, RPC_REGISTRARS[call.method or ""], self.ctx.text(node), call.line)
        client = Fact(origins=frozenset({origin}))
        via = f"registered with {self.ctx.text(node.func)}() at line {call.line} in {self.symbol}"
        for sink in summary.param_sinks:
            if sink.position >= target.offset:
                self.record_via(sink, client, via, call.line)
        return True

    def registered_instance(self, call: Call) -> bool:
        """`server.register_instance(WarehouseService(store))`: an XML-RPC server calls each public method of the
        instance (of a class of the project) with whatever any client sends."""
        cls = call.args[0].instance if call.args else None
        if cls is None:
            return False
        methods = self.class_methods(cls)
        if not methods:
            return False
        origin = Origin(UNTRUSTED, RPC_REGISTRARS["register_function"], self.ctx.text(call.node), call.line)
        client = Fact(origins=frozenset({origin}))
        via = f"registered with {self.ctx.text(call.node.func)}() at line {call.line} in {self.symbol}"
        for name, summary in methods.items():
            if name.startswith("_"):
                continue  # SimpleXMLRPCServer refuses names starting with an underscore
            for sink in summary.param_sinks:
                if sink.position >= 1:
                    self.record_via(sink, client, via, call.line)
        return True

    def class_methods(self, cls: str, depth: int = 0) -> dict[str, Summary]:
        """Every method of class CLS (a resolved name), its own over its bases'."""
        found = self.class_entry(cls)
        if found is None:
            return {}
        methods, bases = found
        inherited: dict[str, Summary] = {}
        if depth < MAX_BASES:
            for base in reversed(bases):
                inherited.update(self.class_methods(base, depth + 1))
        return {**inherited, **methods}

    def substituted(self, call: Call, state: State) -> Fact | None:
        """A regular-expression substitution with a replacement function (`pattern.sub(repl, text)`,
        `re.sub(p, lambda m: ..., text)`): the function is called with a match of TEXT, so what it does with
        the match (a template engine's `eval(m.group(1))`) is done with the text; what the call returns is the
        text with what the function returned in it."""
        regex = call.canon in REGEX_SUBSTITUTIONS
        if not regex and call.method not in ("sub", "subn"):
            return None
        first = 1 if regex else 0
        node = call.node
        function = _keyword(node, "repl") or (node.args[first] if len(node.args) > first else None)
        text = call.kwargs.get("string") or (call.args[first + 1] if len(call.args) > first + 1 else None)
        if not isinstance(function, ast.expr) or text is None:
            return None
        match = Fact(origins=text.origins, const=text.const)  # a match of a constant text is constant
        if isinstance(function, ast.Lambda):
            params = [a.arg for a in (*function.args.posonlyargs, *function.args.args)]
            if not params:
                return None
            replaced = self.ev(function.body, {**state, params[0]: match})
        else:
            target = self.function_target(function)
            if target is None or target.summary is None:
                return None
            replaced = taint_segments.settled(self.apply_summary(Call(node, None, None, CLEAN, [match], {}),
                                                                 target.summary, target.offset))
        return join([text, replaced])

    def handed_off(self, call: Call, state: State) -> bool:
        """CALL hands a function of the project and its arguments to a thread, a process or a queue
        (`Thread(target=f, args=(x,))`, `executor.submit(f, x)`): the function's sinks see those arguments, later."""
        node = call.node
        task = TASK_HANDOFFS.get(call.method or "")
        target = self.task_target(call.receiver) if task is not None and call.receiver is not None else None
        handoff = task if target is not None else HANDOFF_FUNCTIONS.get(call.canon or "") or (
            HANDOFF_METHODS.get(call.method or "") if call.method else None)
        if handoff is None:
            return False
        if target is None:
            function = _keyword(node, handoff.function_keyword)
            if function is None and len(node.args) > handoff.function:
                function = node.args[handoff.function]
            target = self.function_target(function) if isinstance(function, ast.expr) else None
        if target is None or target.summary is None:
            return False
        if handoff.args < 0:  # f's arguments follow it in the call
            args = call.args[handoff.function + 1:]
            kwargs = {name: fact for name, fact in call.kwargs.items() if name != handoff.function_keyword}
        else:
            packed = _keyword(node, handoff.args_keyword)
            if packed is None and len(node.args) > handoff.args:
                packed = node.args[handoff.args]
            elements = packed.elts if isinstance(packed, (ast.Tuple, ast.List)) else []
            args, kwargs = [self.quiet(element, state) for element in elements], {}
        self.apply_summary(Call(node, call.canon, call.method, call.recv, args, kwargs), target.summary, target.offset)
        return True

    def function_target(self, node: ast.expr) -> Target | None:
        """The function of the project NODE names, uncalled (`worker`, `self._work`, `jobs.rebuild`)."""
        if isinstance(node, ast.Name) and node.id not in self.ctx.imports:
            summary = self.ctx.functions.get(node.id)
            return Target(summary) if summary is not None else None
        if isinstance(node, ast.Attribute) and dotted_name(node.value) in ("self", "cls"):
            summary = self.own_method(node.attr)
            return Target(summary, 1) if summary is not None else None
        name, canon = dotted_name(node), self.ctx.canonical(node)
        if self.ctx.outside is not None and canon and name and name.split(".")[0] in self.ctx.imports:
            summary = self.ctx.outside.function(canon)
            return Target(summary) if summary is not None else None
        return None

    def task_target(self, node: ast.expr) -> Target | None:
        """The function a task queue runs for `NODE.delay(...)` (Celery): its arguments reach that function as a
        call's would, only later and in a worker."""
        if isinstance(node, ast.Attribute) and dotted_name(node.value) in ("self", "cls"):
            return None  # a method is no task
        found = self.function_target(node)
        summary = found.summary if found is not None else None
        if summary is None:
            return None
        # A bound task (`@task(bind=True) def run(self, ...)`) gets the task itself first, the arguments after.
        bound = not summary.is_method and summary.params[:1] == ["self"]
        return Target(summary, 1 if bound else 0, deferred=True)

    def imported_target(self, call: Call) -> Target | None:
        """A function or class another module of the project defines, called by its imported name."""
        name = dotted_name(call.node.func)
        outside = self.ctx.outside
        if outside is None or not call.canon or not name or name.split(".")[0] not in self.ctx.imports:
            return None
        function = outside.function(call.canon)
        if function is not None:
            return Target(function)
        cls = outside.klass(call.canon)
        if cls is not None:
            return Target(self.method_of(cls.symbol, "__init__"), 1, cls.symbol, cls.symbol, "__init__")
        return None

    def imported_instance(self, node: ast.expr) -> str | None:
        """The class of NODE, when it names another module's module-level instance of a class (imported), and this
        module binds that name nowhere itself (a parameter or a local `store` is some other object; one bound again
        at the top, `if TESTING: store = Fake()`, is no one class)."""
        name = dotted_name(node)
        outside = self.ctx.outside
        if outside is None or not name or name.split(".")[0] not in self.ctx.imports \
                or name.split(".")[0] in self.ctx.function_bound or name.split(".")[0] in self.ctx.assigned:
            return None
        canon = self.ctx.canonical(node)
        return outside.instance(canon) if canon else None

    def own_method(self, name: str) -> Summary | None:
        """self.NAME(): this class's method, a method of the same name in this module, or an inherited one."""
        own = self.ctx.classes.get(self.class_symbol, {}).get(name) or self.ctx.methods.get(name)
        if own is not None:
            return own
        for base in self.ctx.class_bases.get(self.class_symbol, ()):
            found = self.method_of(base, name)
            if found is not None:
                return found
        return None

    def class_entry(self, cls: str) -> tuple[dict[str, Summary], tuple[str, ...]] | None:
        """The own methods and the bases of class CLS (a resolved name): this module's, or another's."""
        local = cls.removeprefix(self.ctx.module + ".") if self.ctx.module else cls
        if local in self.ctx.classes:
            return self.ctx.classes[local], self.ctx.class_bases.get(local, ())
        if self.ctx.outside is not None and (summary := self.ctx.outside.klass(cls)) is not None:
            return summary.methods, summary.bases
        return None

    def method_of(self, cls: str, name: str, depth: int = 0) -> Summary | None:
        """The method NAME of class CLS (a resolved name), looked up along its bases."""
        found = self.class_entry(cls)
        if found is None:
            return None
        methods, bases = found
        if name in methods or depth >= MAX_BASES:
            return methods.get(name)
        return next((m for m in (self.method_of(b, name, depth + 1) for b in bases) if m is not None), None)

    def method_along(self, bases: tuple[str, ...], name: str, depth: int = 0) -> tuple[Summary | None, bool]:
        """The method NAME that a class with BASES (resolved names) runs, looked up depth first along the project's
        classes, and whether the look-up stopped at a class outside the project (a framework's, which may define NAME
        itself, even as an ancestor of an earlier base): then, as when no class defines it, no method is given.
        Unlike method_of, which takes the first definition the project shows wherever it sits."""
        if depth > MAX_BASES:
            return None, True
        for base in bases:
            if base in ("object", "builtins.object"):
                continue
            entry = self.class_entry(base)
            if entry is None:
                return None, True  # `tornado.web.RequestHandler`: its own method may be the one that runs
            methods, further = entry
            if name in methods:
                return methods[name], False
            found, blocked = self.method_along(further, name, depth + 1)
            if found is not None or blocked:
                return found, blocked
        return None, False

    def bound_args(self, call: Call, summary: Summary, offset: int = 0) -> dict[int, Fact]:
        bound: dict[int, Fact] = {}
        for position, fact in enumerate(call.args):
            index = position + offset
            if index < len(summary.params):
                bound[index] = merge(bound[index], fact) if index in bound else fact
        for name, fact in call.kwargs.items():
            if name in summary.params:
                bound[summary.params.index(name)] = fact
        return bound

    def apply_summary(self, call: Call, summary: Summary, offset: int = 0) -> Fact:
        bound = self.bound_args(call, summary, offset)
        if offset == 1 and summary.is_method and call.receiver is not None:
            bound.setdefault(0, call.recv)  # `req.payload()`: the object, for what reads it whole (receiver_state)
        if self.recording_calls:
            self.call_records.append((summary.symbol, call.line, bound))
        self.summary_sinks(call, summary, bound, offset)
        in_name = summary.ret_in_name if not _spread(call.node) else frozenset()
        cut = summary.ret_cut if not _spread(call.node) else frozenset()
        flowing = [taint_segments.passed_cut(bound[i]) if i in cut
                   else taint_segments.passed_in_name(bound[i], returned=True) if i in in_name else bound[i]
                   for i in summary.ret_params if i in bound]
        fact = join(flowing) if flowing else CLEAN
        if not flowing and summary.ret_safe:
            fact = Fact(const=summary.ret_const, safe=True, sanitiser=None)
        origins = frozenset(fact.origins | summary.ret_origins)
        return fact.evolve(origins=origins, html=fact.html or summary.ret_html, seq=summary.ret_seq, head=None,
                       named=summary.ret_named and not any(o.kind == UNTRUSTED for o in origins),
                       built=fact.built or summary.ret_built,
                       anchor=summary.ret_anchor if fact.anchor is None and not flowing else fact.anchor,
                       instance=summary.ret_instance or fact.instance)

    def summary_sinks(self, call: Call, summary: Summary, bound: dict[int, Fact], offset: int = 0) -> None:
        for sink in summary.param_sinks:
            fact = bound.get(sink.position)
            if fact is not None and sink.key:
                fact = self.keyed_argument(call, summary, sink, offset, fact)
            if fact is not None and sink.program:
                fact = run_without_shell(fact)
            if fact is not None and sink.in_name and not _spread(call.node):
                fact = taint_segments.passed_in_name(fact)  # `save(f"working-{name}")` given a route's segment
            elif fact is not None and sink.category == "path-traversal" and not sink.kept:
                # the helper decodes, cuts or resolves the path before its sink (`rmtree(path[:-4])`): a segment
                # this function wrote into a file name may be a file name there no more
                fact = taint_segments.revoked(fact)
            if fact is None or not fact.origins or sink.markup and not fact.html:
                continue
            unless = self.carried_guards(call, summary, sink, offset)
            if unless is None:  # the call gives a value to a parameter the sink runs only without
                continue
            if sink.passed and sink.path and sink.category in HANDED_CATEGORIES and not summary.is_method:
                self.record_handed(call, summary, sink, fact, offset, unless)
                continue
            if sink.built:  # the helper builds the text its sink gets around what this call gives it
                fact = fact.evolve(built=True)
            via = f"through {summary.symbol}() called at line {call.line} in {self.symbol}"
            self.record_via(sink, fact, via, call.line, unless=unless)

    def carried_guards(self, call: Call, summary: Summary, sink: ParamSink, offset: int) -> tuple[int, ...] | None:
        """Of the parameters SINK runs only without, those this function hands on as its own (their positions
        here); None when CALL gives one of them a value, so the sink never runs (taint_none_guards)."""
        carried: list[int] = []
        node = call.node
        for position in sink.unless:
            # spread arguments may leave a parameter out, or pass None; one written before them is given all the same
            argument = argument_at(node, summary.params, position, offset)
            if argument is None or is_none(argument):  # left out or None: the sink runs
                continue
            if not self.as_given(argument):
                return None
            assert isinstance(argument, ast.Name)
            carried.append(self.param_order.index(argument.id))
        return tuple(carried)

    def guarded(self, position: int, carried: tuple[int, ...] = ()) -> tuple[int, ...]:
        """The parameters (CARRIED, and those the branches being walked test) a sink of the parameter at
        POSITION runs only without, sorted."""
        return tuple(sorted({*carried, *(p for guard in self.none_guards for p in guard)} - {position}))

    def record_handed(self, call: Call, summary: Summary, sink: ParamSink, fact: Fact, offset: int,
                      unless: tuple[int, ...] = ()) -> None:
        """A call of a helper in another module that hands the argument, as given, to its sink: the call is
        where the text is composed, so the sink site is here (see HANDED_CATEGORIES)."""
        if self.mute:
            return
        if not sink.writes:
            fact = without_archive_names(fact)
        node = call.node
        argument = argument_at(node, summary.params, sink.position, offset)
        line, end = node.lineno, node.end_lineno or node.lineno
        name = f"{summary.symbol}()"
        via = f"(which hands it to {sink.sink} at line {sink.line}{f' of {sink.path}' if sink.path else ''})"
        safe = taint_urls.anchored_step(sink.category, fact)
        site = SinkSite(
            sink.category, name, line, end, self.symbol, fact, fact, self.prune, safe, via,
            arg_text=self.ctx.segment(argument) if argument is not None else "",
            arg_line=argument.lineno if argument is not None else None, handed=sink)
        self.sites.append(site)
        if self.prune is None and safe is None:
            for origin in site.fact.of_kind(PARAM):  # what counts at the sink (SinkSite drops what does not)
                self.param_sinks.append(ParamSink(origin.position, sink.category, name, line, end, self.symbol, "",
                                                  key=origin.key,
                                                  passed=self.as_given(argument) and not fact.built,
                                                  built=fact.built,
                                                  program=sink.program and self.as_given(argument),
                                                  markup=sink.markup and not fact.html,
                                                  in_name=placed_in_name(sink, origin),
                                                  kept=sink.kept and taint_segments.as_written(origin),
                                                  unless=self.guarded(origin.position, unless)))

    def as_given(self, argument: ast.expr | None) -> bool:
        """Whether ARGUMENT is one of this function's parameters itself, as its caller gave it."""
        return isinstance(argument, ast.Name) and argument.id in self.param_names

    def record_via(self, sink: ParamSink, fact: Fact, via: str, call_line: int, kept: bool = False,
                   unless: tuple[int, ...] = ()) -> None:
        if self.mute:
            return
        if not sink.writes:
            fact = without_archive_names(fact)
        safe = taint_urls.anchored_step(sink.category, fact)
        if safe is None and sink.passed and client_statement(sink.category, sink.sink, fact):
            # `_execute_query(instance, data["query"])`, a helper that runs its parameter as it was given
            safe = Step("the whole statement the client sent, run as written (a SQL console)", call_line,
                        self.ctx.lines[call_line - 1].strip() if 0 < call_line <= len(self.ctx.lines) else "")
        site = SinkSite(sink.category, sink.sink, sink.line, sink.end_line, sink.symbol, fact, fact,
                        self.prune, safe, via, call_line, path=sink.path, scope=self.symbol, kept=kept)
        self.sites.append(site)
        # as at a sink of its own (taint_sinks): a URL this function fixed the host of is safe whoever called it
        if self.prune is None and site.safe_reason is None:
            for origin in site.fact.of_kind(PARAM):  # markup built around the parameter here is HTML whatever it holds
                self.param_sinks.append(sink._replace(position=origin.position, key=origin.key,
                                                      built=sink.built or fact.built,
                                                      markup=sink.markup and not fact.html,
                                                      in_name=placed_in_name(sink, origin),
                                                      kept=sink.kept and taint_segments.as_written(origin),
                                                      unless=self.guarded(origin.position, unless)))
            self.note_member_sinks(site.fact, sink)

    # --- what objects keep: arguments stored in attributes of self -----------------------

    def session_value(self, holder: ast.AST, key: ast.AST | None) -> Fact | None:
        """session["KEY"] (or .get("KEY")) where some handler of this module stored untrusted data."""
        if not isinstance(key, ast.Constant):
            return None
        self.session_reads.add(str(key.value))
        if not (str(key.value) in self.ctx.sessions and self.is_session(holder)):
            return None
        return self.ctx.sessions[str(key.value)]

    def is_session(self, node: ast.AST) -> bool:  # pragma: no cover - overridden
        return False

    def property_object(self, node: ast.Attribute) -> Fact | None:
        """`self.repo` where `repo` is a method of the class or a base taking only self that returns an object of
        one class (a property making a repository, a client): that object, whose methods calls then reach."""
        if not (isinstance(node.value, ast.Name) and node.value.id == "self" and self.class_symbol):
            return None
        summary = self.own_method(node.attr)
        if summary is None or summary.ret_instance is None or summary.params != ["self"]:
            return None
        return Fact(instance=summary.ret_instance)

    def member_fact(self, node: ast.Attribute) -> Fact | None:
        """What `self.NAME` holds, as assigned by any method of this class (or a base in this module)."""
        if not (isinstance(node.value, ast.Name) and node.value.id == "self" and self.class_symbol):
            return None
        self.member_reads.add(node.attr)
        for cls in self.ctx.lineage(self.class_symbol):  # nearest first: a subclass's own store shadows its base's
            found = self.ctx.members.get(cls, {}).get(node.attr)
            if found is not None:
                return found
        return None

    def note_member_sinks(self, fact: Fact, sink: ParamSink) -> None:
        """A sink reached by a method argument kept in self: it fires when that method gets tainted data."""
        for origin in fact.of_kind(MEMBER):
            cls, _, method = origin.expr.rpartition(".")
            key = (self.ctx.qualified(cls), method)
            entry = (origin.position, sink)
            if entry not in self.ctx.member_sinks.setdefault(key, []):
                self.ctx.member_sinks[key].append(entry)

    def member_call_sinks(self, call: Call, target: Target) -> None:
        """Sinks that the arguments of this method (or constructor) reach once kept in the object."""
        assert target.cls is not None
        for position, sink in self.member_sinks_of(target.cls, target.method):
            index = position - target.offset
            fact = call.args[index] if 0 <= index < len(call.args) else None
            params = target.summary.params if target.summary is not None else []
            if fact is None and 0 <= position < len(params):
                fact = call.kwargs.get(params[position])  # `Search(author=request.args["a"])`, by keyword
            if fact is not None and sink.program:  # the program an object keeps and runs without a shell
                fact = chosen_program(fact)  # (the argument may hold more than the program: keep the rest)
            if fact is None or not fact.origins:
                continue
            via = f"through {target.cls.rsplit('.', 1)[-1]}.{target.method}() at line {call.line}, kept in the object"
            self.record_via(sink, fact, via, call.line, kept=True)

    def member_sinks_of(self, cls: str, method: str) -> list[tuple[int, ParamSink]]:
        self.member_sink_reads.add((cls, method))
        local = self.ctx.member_sinks.get((cls, method))
        if local is not None:
            return local
        summary = self.ctx.outside.klass(cls) if self.ctx.outside is not None else None
        if summary is None:
            return []
        return [(position, sink) for name, position, sink in summary.member_sinks if name == method]

    # --- hooks for taint_sinks / taint_engine ---------------------------------------

    def refine(self, test: ast.AST, state: State, holds: bool) -> State:  # pragma: no cover - overridden
        return state

    def check_sinks(self, call: Call, state: State) -> None:  # pragma: no cover - overridden
        return None

    def mutate(self, call: Call, state: State) -> None:  # pragma: no cover - overridden
        return None

    def note_credential(self, name: str, fact: Fact, value: ast.AST | None, line: int) -> None:  # pragma: no cover
        return None

    def note_debug(self, name: str, fact: Fact, value: ast.AST | None, line: int,
                   segment: str) -> None:  # pragma: no cover
        return None


def _is_super(node: ast.AST) -> bool:
    """`super()` or `super(Class, self)`: the base class's method is being called."""
    return isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "super"


def _carried_by_fetch(call: Call) -> list[Fact]:
    """What a request the program makes carries into the response it reads, beside the server's own answer: all
    it sent when the URL is anyone's choice (a proxy fetching a user's URL gets back what that user serves), and
    nothing when the URL is fixed in the code. A fixed service answers for itself: what it was sent (an assertion
    to verify, a text to translate) comes back only as that service decided."""
    url = call.args[0] if call.args else call.kwargs.get("url")
    if url is not None and url.const and not url.origins:
        return []
    return call.all_facts()


def _names_given(node: ast.Call, summary: Summary, positions: frozenset[int], offset: int) -> list[str]:
    """The names (`slug`, `self.name`) NODE hands to the parameters at POSITIONS of the function SUMMARY describes,
    in their order: what a promise of the function's (taint_promises) holds for at the call."""
    arguments = (argument_at(node, summary.params, position, offset) for position in sorted(positions))
    return [name for argument in arguments if argument is not None and (name := dotted_name(argument)) is not None]


def placed_in_name(sink: ParamSink, origin: Origin) -> bool:
    """Whether ORIGIN, a parameter of the function that hands a value to SINK (a callee's), sits in a file name
    beside fixed text there: the callee wrote it into one (`sink.in_name`, already marked on ORIGIN at the call),
    or this function did and the callee reads the path as it was given (`sink.kept`)."""
    return (sink.in_name or sink.kept) and PARAM_IN_NAME in origin.cleared


def _numeric_bound(call: Call) -> bool:
    """`max(0, start)`, `min(limit, 100)`: the larger or smaller of values one of which is a number written in the
    code. In Python 3 it is a number (or raises: a text and a number do not compare), whatever the others held."""
    node = call.node
    return call.canon in ("max", "min") and not node.keywords and len(node.args) > 1 \
        and not any(isinstance(arg, ast.Starred) for arg in node.args) \
        and any(_number(arg) for arg in node.args)


def _number(node: ast.expr) -> bool:
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub | ast.UAdd):
        node = node.operand
    return isinstance(node, ast.Constant) and type(node.value) in (int, float)


def _spread(node: ast.AST) -> bool:
    """NODE is a call that spreads a sequence or a mapping into its arguments (`f(*key)`, `f(**options)`): which
    value lands in which parameter is not read, so what a parameter's sink says of its place holds for none."""
    return isinstance(node, ast.Call) and (any(isinstance(arg, ast.Starred) for arg in node.args)
                                           or any(keyword.arg is None for keyword in node.keywords))


def _fixed_program(node: ast.expr) -> bool:
    """Whether the text NODE builds starts with a literal word and a space (`f"git show {rev}"`, `"ls " + d`,
    `"grep %s" % p`, `"ssh {}".format(h)`): split into arguments, its first word, the program, is that literal."""
    while True:
        if isinstance(node, ast.JoinedStr):
            node = node.values[0] if node.values else node
            if isinstance(node, ast.JoinedStr):
                return False
        elif isinstance(node, ast.BinOp) and isinstance(node.op, (ast.Add, ast.Mod)):
            node = node.left
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "format":
            node = node.func.value
        else:
            break
    return isinstance(node, ast.Constant) and isinstance(node.value, str) \
        and re.match(r"\s*[^\s{%]+\s", node.value) is not None


def run_without_shell(command: Fact) -> Fact:
    """What of COMMAND, handed to a helper that runs it without a shell, can inject a command: an argument list's
    program (element 0), else the whole text, which names the program."""
    if command.seq:
        if command.head is None:  # a list built elsewhere: its program is unknown, its arguments are arguments
            return Fact(const=command.const, safe=command.safe, const_line=command.const_line, defs=command.defs)
        command = command.head
    return chosen_program(command)


def chosen_program(program: Fact) -> Fact:
    """The program of an argument list run without a shell, minus what the operator chose: running
    the program named on one's own command line or environment crosses no trust boundary."""
    if not any(o.local for o in program.origins):
        return program
    return program.evolve(origins=frozenset(o for o in program.origins if not o.local))


def _splits_words(node: ast.Call) -> bool:
    """`text.split()`, `text.split(None)`, `text.split(" ")`: at whitespace, as a command line's words are."""
    if node.keywords or len(node.args) > 1:
        return False
    return not node.args or isinstance(node.args[0], ast.Constant) and node.args[0].value in (None, " ")
