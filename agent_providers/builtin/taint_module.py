"""The per-module driver of the taint slot: summaries first, then one recorded pass.

Owns the order of work for one parsed module: module globals, a bounded fixpoint of
same-module function summaries, and the final pass that records every sink site. Nothing
is kept once the module's result is returned.
"""

from __future__ import annotations

import ast
import re
from collections import Counter
from dataclasses import dataclass, field, replace
from typing import Any

from agent_providers.builtin import (
    legacy_schemes,
    parsing,
    stored_records,
    taint_ast_vetting,
    taint_dispatch,
    taint_registries,
    taint_segments,
)
from agent_providers.builtin.cookie_settings import CookieSetting, cookie_settings
from agent_providers.builtin.html_escapes import method_receivers
from agent_providers.builtin.password_hashes import first_weak_hasher
from agent_providers.builtin.protocol_names import service_endpoint
from agent_providers.builtin.python_idioms import (
    block_statements,
    checks_owner,
    code_table_keys,
    cookie_flags_on_by_default,
    cookie_objects,
    cookie_wrappers,
    debug_gated_functions,
    deployment_override,
    fixture_constants,
    lexer_rules,
    loader_choices,
    loopback_apps,
    own_nodes,
    project_cookie_setter,
    site_clients,
    syntax_checks,
    system_randoms,
)
from agent_providers.builtin.random_digests import urandom_fallbacks
from agent_providers.builtin.rejected_sentinels import rejected_values
from agent_providers.builtin.self_tests import SelfTest, self_tests
from agent_providers.builtin.taint_engine import ScopeAnalyser, harmless_flags
from agent_providers.builtin.taint_expr import MAX_BASES, ModuleContext, Outside, project_class
from agent_providers.builtin.taint_facts import (
    CLEAN,
    CONST,
    PARAM,
    PARAM_IN_NAME,
    ClassSummary,
    CookieUse,
    DebugUse,
    Fact,
    HashUse,
    HookCall,
    Origin,
    Prune,
    ReturnedItem,
    SinkSite,
    State,
    Step,
    Summary,
    join,
    merge,
)
from agent_providers.builtin.taint_intent import CredentialUse, IntentUse, url_credentials
from agent_providers.builtin.taint_models import checked_fields, field_annotations, field_validators
from agent_providers.builtin.taint_mutations import param_changes
from agent_providers.builtin.taint_none_guards import first_stores
from agent_providers.builtin.taint_own_files import bound_once_reads, serialised_paths, thin_openers
from agent_providers.builtin.taint_promises import checked_parameters, never_returns
from agent_providers.builtin.taint_rules import (
    CGI_MODULES,
    CGI_REQUEST_NAMES,
    FRAMEWORK_ARGS,
    OPERATOR_RUN_PATH,
    WEB_FRAMEWORKS,
)
from agent_providers.builtin.taint_scope import (
    DefInfo,
    attribute_literals,
    class_constants,
    class_lines,
    collect_defs,
    dotted_name,
    kept_arguments,
    module_constants,
    module_dicts,
    prefix_callees,
    private_folders,
    route_captures,
    scan_module,
    string_tuples,
    uncalled_private,
)
from agent_providers.builtin.taint_sinks import entity_free_options
from agent_providers.builtin.taint_templates import TemplateEnv, unescaped_environments
from agent_providers.builtin.url_validators import local_url_checks
from twokey.kernel.pysource import Means

# How many times the worklist may re-analyse the defs whose callees' summaries changed: enough for
# the chains of calls in real modules to settle (Django's settle within three; pyxdg's menu parser, a
# cycle of mutually recursive functions, needs more), a bound only for pathological ones.
SUMMARY_PASSES = 8


@dataclass(slots=True)
class Exports:
    """What other modules may use of this one: its functions' and classes' summaries (sinks and
    returns stamped with this module's path), and the names it imports (re-exports)."""

    functions: dict[str, Summary] = field(default_factory=dict)
    classes: dict[str, ClassSummary] = field(default_factory=dict)
    aliases: dict[str, str] = field(default_factory=dict)
    safe_parsers: dict[str, int] = field(default_factory=dict)  # module-level names of parsers resolving no entities
    instances: dict[str, str] = field(default_factory=dict)  # module-level names bound once to a class's instance
    patterns: dict[str, str] = field(default_factory=dict)  # module-level names bound once to a compiled pattern


@dataclass(slots=True)
class ModuleResult:
    """Everything the raiser and the refuter need to know about one module."""

    sites: list[SinkSite] = field(default_factory=list)
    intents: list[IntentUse] = field(default_factory=list)
    credentials: list[CredentialUse] = field(default_factory=list)
    debug: list[DebugUse] = field(default_factory=list)
    framework_import: int | None = None  # the line importing a web framework, if any
    weak_hasher: tuple[int, str] | None = None  # Django's PASSWORD_HASHERS led by a weak hasher: (line, its name)
    hashes: list[HashUse] = field(default_factory=list)
    cookies: list[CookieUse] = field(default_factory=list)
    template_envs: list[TemplateEnv] = field(default_factory=list)  # template engines printing values unescaped
    cookie_settings: list[CookieSetting] = field(default_factory=list)  # session cookies a setting leaves unflagged
    fixtures: list[tuple[int, int, str]] = field(default_factory=list)  # constants holding test cases or examples
    lexer_rules: dict[int, str] = field(default_factory=dict)  # line -> a PLY lexer's `t_NAME` token rule
    sentinels: frozenset[tuple[str, str, int]] = frozenset()  # strings the code stops on (rejected_sentinels)
    # a key spelling a password's abbreviation in a table keyed by codes (Palau's "PW"): line -> key, table, size
    code_tables: dict[int, tuple[str, int, int]] = field(default_factory=dict)
    site_clients: list[tuple[int, int, str]] = field(default_factory=list)  # classes imitating a web site's client
    self_tests: list[SelfTest] = field(default_factory=list)  # the `__main__` block and what only it calls
    system_randoms: dict[str, int] = field(default_factory=dict)  # names bound to SystemRandom() -> their line
    urandom_fallbacks: list[tuple[int, int, int]] = field(default_factory=list)  # random_digests.urandom_fallbacks
    dead: list[tuple[int, int, Prune]] = field(default_factory=list)
    spans: dict[str, tuple[int, int]] = field(default_factory=dict)
    # Calls of this module's own functions: symbol -> (line, facts bound to its parameters) per call.
    calls: dict[str, list[tuple[int, dict[int, Fact]]]] = field(default_factory=dict)
    params: dict[str, list[str]] = field(default_factory=dict)
    # Top-level functions that nothing outside the project calls by convention (no decorator,
    # not a handler, not main): their reachability depends on who calls them. symbol -> def line.
    plain: dict[str, tuple[int, int]] = field(default_factory=dict)
    exports: Exports = field(default_factory=Exports)
    # Public functions, and public methods of public classes, that callers outside the module may
    # use: symbol -> line of the def. A library's callers are outside the project altogether.
    api: dict[str, int] = field(default_factory=dict)
    # Top-level classes whose every base the analysis can name -> those names, resolved (a base defined
    # here gets this module's name). Library mode asks whether a class is the project's own.
    named_bases: dict[str, tuple[str, ...]] = field(default_factory=dict)
    # Private top-level functions nothing in this module can call: symbol -> span. Each is dead when
    # no other file names it either, which the judging side asks the whole project (see `with_dead`).
    uncalled: dict[str, tuple[int, int]] = field(default_factory=dict)


def analyse_source(text: str, outside: Outside | None = None) -> ModuleResult:
    """Parse TEXT once (any Python 2.7-3.15) and analyse it; raises SyntaxError/ValueError for unparsable code."""
    source = parsing.parse(text)
    # columns match the parsed text
    return analyse_module(source.tree, LINES.split(source.text), outside, source.means is Means.FISSIX)


LINES = re.compile(r"\r\n|\r|\n")


def analyse_module(tree: ast.Module, lines: list[str], outside: Outside | None = None,
                   python2: bool = False) -> ModuleResult:
    """Analyse one module; OUTSIDE answers what other modules of the project hold (None: nothing). PYTHON2: it was
    read as Python 2 code."""
    scan = scan_module(tree, outside.package if outside is not None else "")
    consts = module_constants(tree, scan.counts)
    ctx = ModuleContext(scan.imports, consts, lines=lines, dicts=module_dicts(tree, scan.counts),
                        class_consts=class_constants(tree, scan.attr_stores), class_lines=class_lines(tree),
                        outside=outside, module=outside.module if outside is not None else "")
    ctx.python2 = python2
    ctx.class_bases = _class_bases(ctx, tree)
    ctx.safe_parsers.update(entity_free_options(tree, ctx.dicts))  # spread into parsers: `XMLParser(**OPTIONS)`
    ctx.attribute_literals = attribute_literals(tree) if any("environ" in line or "getenv" in line for line in lines) \
        else {}
    ctx.private_folders = private_folders(tree, scan.imports) if any("mkdtemp" in line for line in lines) else {}
    ctx.local_class_bases = _local_class_bases(ctx, tree)
    ctx.field_validators = field_validators(tree)
    ctx.field_models = {cls: {name: model for name, annotation in fields.items()
                              if (model := annotated_class(ctx, annotation)) is not None}
                        for cls, fields in field_annotations(tree).items()}
    ctx.kept_arguments = kept_arguments(tree)
    ctx.string_tuples = string_tuples(tree, scan.counts)
    ctx.assigned = frozenset(node.id for node in ast.walk(tree) if isinstance(node, ast.Name)
                             and isinstance(node.ctx, ast.Store))
    ctx.function_bound = frozenset(name for node in ast.walk(tree)
                                   if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda)
                                   for name in _bound_in(node))
    ctx.aliases = _module_aliases(ctx, tree)
    ctx.loader_choices = loader_choices(tree) if any("yaml" in line for line in lines) else {}
    ctx.syntax_checks = syntax_checks(tree) if any("compile(" in line for line in lines) else frozenset()
    ctx.method_receivers = method_receivers(tree) if any("replace" in line for line in lines) else frozenset()
    ctx.tables = taint_dispatch.module_tables(tree)
    ctx.key_tables = taint_dispatch.constant_key_tables(tree)
    ctx.domain_suffixes = taint_dispatch.domain_suffixes(tree)
    ctx.local_url_checks = local_url_checks(tree)
    ctx.service_endpoint = service_endpoint(tree) if any("secret" in line.lower() for line in lines) else None
    ctx.patterns = _compiled_patterns(tree, scan.counts)
    ctx.operator_run = outside is not None and bool(OPERATOR_RUN_PATH.search(outside.path))
    ctx.cgi_script = _reads_cgi_request(tree, scan.imports)
    ctx.system_randoms = system_randoms(tree)
    ctx.debug_gated = debug_gated_functions(tree) if any("debug" in line.lower() for line in lines) else {}
    ctx.loopback_apps = loopback_apps(tree, ctx.canonical) if any(".run(" in line for line in lines) else frozenset()
    ctx.cookie_wrappers = cookie_wrappers(tree) if any("def set_" in line for line in lines) else {}
    ctx.cookie_defaults = cookie_flags_on_by_default(tree)
    ctx.cookie_objects = cookie_objects(tree) if any("Cookie" in line for line in lines) else {}
    ctx.serialised = serialised_paths(tree, scan.imports) if any(".dump(" in line or ".dumps(" in line
                                                                  for line in lines) else frozenset()
    ctx.serialised_reads = bound_once_reads(tree) if ctx.serialised else {}
    ctx.thin_openers = thin_openers(tree) if ctx.serialised else frozenset()
    ctx.repr_record = stored_records.repr_record_line(tree) if any("repr(" in line for line in lines) else None
    slow = any(legacy_schemes.SLOW_SCHEME.search(line) for line in lines)
    ctx.hash_upgrade = legacy_schemes.upgrade_name(tree) if slow else ""
    ctx.hash_tool_file = legacy_schemes.tool_file_name(tree) if slow else ""
    ctx.ast_walks = any("ast.walk(" in line for line in lines)
    if ctx.ast_walks:
        ctx.ast_types = taint_ast_vetting.bound_type_tuples(tree)
        ctx.ast_vetters = taint_ast_vetting.vetting_functions(tree, ctx.ast_types)
    defs = collect_defs(tree, consts, scan.imports, outside.package if outside is not None else "")
    ctx.registrars = taint_registries.registrars(tree)
    ctx.commands = frozenset(node.name for node in tree.body if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef)
                             and any(_command_decorator(decorator) for decorator in node.decorator_list))
    taint_registries.mark_registered(defs, lambda node: _registers(ctx, node), scan.imports)
    if outside is not None:  # what the project's routes let the handlers' URL captures hold
        ctx.captures = route_captures(defs, outside.routes)
    ctx.globals = _module_pass(ctx, tree).final
    # Sorted: reading a callee's entry may analyse another module of an import cycle first, and a set of
    # strings iterates in an order that changes from one process to the next (PYTHONHASHSEED).
    methods = sorted({info.node.name for info in defs if info.in_class})
    callees = [prefix_callees(tuple(sorted(scan.callees.get(id(info.node), ()))), methods) for info in defs]
    scopes = _summarise_all(ctx, defs, callees)
    scopes = _with_members(ctx, defs, callees, scopes)
    before, ctx.globals = ctx.globals, _module_pass(ctx, tree).final
    if ctx.globals != before:  # a module global now reads a summary: every def sees new globals
        scopes = [_analyse_def(ctx, info, record=True) for info in defs]
    result = _final(ctx, tree, defs, scopes)
    # what the methods overriding a hook do with what a base class hands them: their sinks only, from an analysis of
    # their own (their summaries, which their callers read, stay what the callers pass)
    # (only the sites what a base hands makes defects: merged with the callers' site at the same line, a safe one
    # would lose what made it safe)
    hooked = [site for index in _hooked_defs(ctx, defs, scopes)
              for site in _analyse_def(ctx, defs[index], record=True, hooked=True).sites
              if site.safe_reason is None and site.pruned is None and site.counted]
    if hooked:
        result.sites = _dedupe([*result.sites, *hooked])
    result.exports = _exports(ctx, defs, scopes, outside.path if outside is not None else "")
    result.exports.instances = _module_instances(ctx, tree)
    result.exports.patterns = _module_patterns(ctx, tree)
    result.uncalled = uncalled_private(defs, scan.referenced)
    result.cookie_settings = cookie_settings(tree, outside.path if outside is not None else "", ctx.canonical)
    result.framework_import = _framework_import(tree)
    result.weak_hasher = first_weak_hasher(tree)
    return result


def _registers(ctx: ModuleContext, decorator: ast.expr) -> str | None:
    """The table DECORATOR (as written above a def) files functions in: a registrar of this module, or one
    another module of the project exports (see taint_registries)."""
    if isinstance(decorator, ast.Name) and decorator.id in ctx.registrars and decorator.id not in ctx.imports:
        return ctx.registrars[decorator.id]
    root = (dotted_name(decorator) or "").split(".")[0]
    if ctx.outside is None or root not in ctx.imports:
        return None
    canon = ctx.canonical(decorator)
    summary = ctx.outside.function(canon) if canon else None
    return summary.registers or None if summary is not None else None


def _reads_cgi_request(tree: ast.Module, imports: dict[str, str]) -> bool:
    """A CGI script: it reads the request the server hands it (cgi.FieldStorage, or QUERY_STRING from the
    environment), so what it prints is the HTTP response. Importing cgi to escape text is not enough."""
    if not any(name.split(".")[0] in CGI_MODULES for name in imports.values()):
        return False
    return any(isinstance(node, ast.Attribute) and node.attr in CGI_REQUEST_NAMES
               or isinstance(node, ast.Constant) and node.value in CGI_REQUEST_NAMES for node in ast.walk(tree))


def _compiled_patterns(tree: ast.Module, counts: Counter) -> dict[str, str]:
    """Names bound once in the module to re.compile(<literal>): NAME -> the pattern. A function's own (`regex =
    re.compile(...)` before `regex.fullmatch(filename)`) counts as well: bound nowhere else, the name means it."""
    out: dict[str, str] = {}
    for stmt in ast.walk(tree):
        if isinstance(stmt, ast.Assign) and len(stmt.targets) == 1 and isinstance(stmt.targets[0], ast.Name) \
                and isinstance(stmt.value, ast.Call) and (dotted_name(stmt.value.func) or "").endswith("compile") \
                and stmt.value.args and isinstance(stmt.value.args[0], ast.Constant) \
                and isinstance(stmt.value.args[0].value, str) and counts[stmt.targets[0].id] == 1 \
                and all(harmless_flags(flag) for flag in [*stmt.value.args[1:2],
                                                          *(k.value for k in stmt.value.keywords if k.arg == "flags")]):
            # under re.M (or flags held in a name) `$` ends any line: "abc\n../x" passes `^[a-z]+$`
            out[stmt.targets[0].id] = stmt.value.args[0].value
    return out


def _framework_import(tree: ast.Module) -> int | None:
    """The first line tying the module to a web application: an import of a web framework, or of an
    application object (`from app import app`), or a setting only a web framework reads."""
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            names = [node.module or ""] if not node.level else []
            if any(a.name in _APP_NAMES for a in node.names):
                return node.lineno
        elif isinstance(node, ast.Assign):
            if any(isinstance(t, ast.Name) and t.id in _WEB_SETTINGS for t in node.targets):
                return node.lineno
            continue
        else:
            continue
        if any(name.split(".")[0] in WEB_FRAMEWORKS or name == "cgitb" for name in names):  # cgitb: a CGI script's
            return node.lineno
    return None


_APP_NAMES = frozenset({"app", "application", "create_app", "make_app", "wsgi_app", "server"})
_WEB_SETTINGS = frozenset({"INSTALLED_APPS", "ROOT_URLCONF", "MIDDLEWARE", "ALLOWED_HOSTS", "WSGI_APPLICATION",
                           "SESSION_COOKIE_SECURE", "SQLALCHEMY_DATABASE_URI", "TEMPLATES"})


def _with_members(ctx: ModuleContext, defs: list[DefInfo], callees: list[tuple[str, ...]],
                  scopes: list[ScopeAnalyser]) -> list[ScopeAnalyser]:
    """The analyses again once what each class keeps in self is known (a method reading self.NAME
    sees what any method stored) and what handlers keep in the session (a handler reading a key
    sees what another stored), and once more when stored arguments reach sinks, so that the calls
    handing those arguments over record the flow. Only the scopes that asked for one of those names
    are analysed again (and, through the worklist, their callers): the rest would come out the same,
    and re-analysing every def of such a module was a third of the taint slot's work on Django."""
    members = _members(defs, scopes)
    sessions: dict[str, Fact] = {}
    for scope in scopes:
        for key, fact in scope.session_writes.items():
            sessions[key] = merge(sessions[key], fact) if key in sessions else fact
    if not members and not sessions:
        return scopes
    ctx.members, ctx.sessions = members, sessions
    kept, keys = {attribute for table in members.values() for attribute in table}, set(sessions)
    asked = {index for index, scope in enumerate(scopes) if scope.member_reads & kept or scope.session_reads & keys}
    scopes = _summarise_all(ctx, defs, callees, scopes, asked)
    if ctx.member_sinks:
        asked = {index for index, scope in enumerate(scopes) if scope.member_sink_reads & set(ctx.member_sinks)}
        scopes = _summarise_all(ctx, defs, callees, scopes, asked)
    return scopes


def _members(defs: list[DefInfo], scopes: list[ScopeAnalyser]) -> dict[str, dict[str, Fact]]:
    """Class -> attribute -> the join of what its methods store in self.NAME, for the attributes
    that hold something worth following (an origin, or an object of a known class)."""
    members: dict[str, dict[str, Fact]] = {}
    for info, scope in zip(defs, scopes, strict=True):
        for attribute, fact in scope.member_stores.items():
            table = members.setdefault(info.cls, {})
            table[attribute] = merge(table[attribute], fact) if attribute in table else fact
    return {cls: {a: f for a, f in table.items() if f.origins or f.instance}
            for cls, table in members.items() if cls and any(f.origins or f.instance for f in table.values())}


def _module_aliases(ctx: ModuleContext, tree: ast.Module) -> dict[str, tuple[str, ...]]:
    """Module-level names bound only to dotted names or imported names, in the module's body or the branches and
    handlers of its top-level `if` and `try` statements: name -> each resolved name it is bound to. A name also
    bound to anything else is left out."""
    bound: dict[str, list[str]] = {}
    mixed: set[str] = set()
    pending: list[ast.stmt] = list(tree.body)
    while pending:
        stmt = pending.pop()
        if isinstance(stmt, ast.If):
            pending += [*stmt.body, *stmt.orelse]
        elif isinstance(stmt, ast.Try):
            pending += [*stmt.body, *stmt.orelse, *stmt.finalbody, *(s for h in stmt.handlers for s in h.body)]
        elif isinstance(stmt, ast.Assign) and len(stmt.targets) == 1 and isinstance(stmt.targets[0], ast.Name):
            name, value = stmt.targets[0].id, ctx.canonical(stmt.value)
            if value is None or not isinstance(stmt.value, (ast.Name, ast.Attribute)):
                mixed.add(name)
            else:
                bound.setdefault(name, []).append(value)
        elif isinstance(stmt, ast.ImportFrom) and stmt.level == 0 and stmt.module:
            # `from yaml import CSafeLoader as Loader` in a try, `SafeLoader as Loader` in its handler
            for alias in stmt.names:
                if alias.name != "*":
                    bound.setdefault(alias.asname or alias.name, []).append(f"{stmt.module}.{alias.name}")
    # a function's `global NAME` may bind it to anything, whenever that function runs; a function's own binding of
    # the name (an import, an assignment, a parameter, a loop) shadows it there; `import *` may rebind any name
    rebound = _global_names(tree)
    if any(isinstance(node, ast.ImportFrom) and any(alias.name == "*" for alias in node.names) for node in tree.body):
        return {}
    shadowed = {name for function in ast.walk(tree) if isinstance(function, ast.FunctionDef | ast.AsyncFunctionDef
                                                                   | ast.Lambda) for name in _bound_in(function)}
    return {name: tuple(values) for name, values in bound.items()
            if name not in mixed and name not in rebound and name not in shadowed}


def _bound_in(function: ast.AST) -> set[str]:
    """Every name FUNCTION binds in its own body or its parameters (not in functions nested in it)."""
    names = {arg.arg for arg in ast.walk(function.args) if isinstance(arg, ast.arg)} \
        if isinstance(function, ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda) else set()
    for node in own_nodes(function):
        if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
            names.add(node.id)
        elif isinstance(node, ast.Import | ast.ImportFrom):
            names.update((alias.asname or alias.name).split(".")[0] for alias in node.names)
    return names


def _class_bases(ctx: ModuleContext, tree: ast.Module) -> dict[str, tuple[str, ...]]:
    """Top-level class -> the resolved names of its bases (a base defined here gets this module's name; a
    generic base, `Repository[Station]`, is its class)."""
    local = {node.name for node in tree.body if isinstance(node, ast.ClassDef)}
    out: dict[str, tuple[str, ...]] = {}
    for node in tree.body:
        if isinstance(node, ast.ClassDef):
            bases = [b.value if isinstance(b, ast.Subscript) else b for b in node.bases]
            names = [ctx.qualified(b.id) if isinstance(b, ast.Name) and b.id in local else ctx.canonical(b)
                     for b in bases]
            out[node.name] = tuple(n for n in names if n)
    return out


def _local_class_bases(ctx: ModuleContext, tree: ast.Module) -> dict[tuple[str, str], tuple[str, ...]]:
    """(function symbol, class name) -> the resolved names of its bases, for each class a function defines in its own
    body (not in a function nested in it): a name only that function's code sees."""
    found: dict[tuple[str, str], tuple[str, ...]] = {}

    def visit(body: list[ast.stmt], prefix: str, function: str) -> None:
        for stmt in block_statements(body):
            if isinstance(stmt, ast.FunctionDef | ast.AsyncFunctionDef):
                visit(stmt.body, f"{prefix}{stmt.name}.", f"{prefix}{stmt.name}")
            elif isinstance(stmt, ast.ClassDef):
                if function:
                    found[(function, stmt.name)] = tuple(name for b in stmt.bases if (name := ctx.canonical(b)))
                visit(stmt.body, f"{prefix}{stmt.name}.", "")

    visit(tree.body, "", "")
    return found


def _global_names(tree: ast.Module) -> set[str]:
    """The names some function of TREE declares `global`: it may bind them to anything, whenever it runs."""
    return {name for node in ast.walk(tree) if isinstance(node, ast.Global) for name in node.names}


def _module_instances(ctx: ModuleContext, tree: ast.Module) -> dict[str, str]:
    """The module-level names bound once, at the top of the module, and never in a function, to an instance of a
    class the analysis follows (`Files = FilesTable()`): what another module calls through them is that class's
    methods."""
    bound: dict[str, int] = {}
    for stmt in tree.body:
        targets = stmt.targets if isinstance(stmt, ast.Assign) else [stmt.target] \
            if isinstance(stmt, ast.AnnAssign | ast.AugAssign) else []
        for target in targets:
            for node in ast.walk(target):
                if isinstance(node, ast.Name):
                    bound[node.id] = bound.get(node.id, 0) + 1
    # a function may bind it again (`global reader; reader = Other()`): then no one class is certain
    rebound = _global_names(tree)
    return {name: fact.instance for name, fact in ctx.globals.items()
            if bound.get(name) == 1 and name not in rebound and fact.instance is not None and name not in ctx.imports}


def _command_decorator(decorator: ast.expr) -> bool:
    """`@cli.command()`, `@click.command("dev")`, `@manager.command`, `@app.cli.command()`: a command-line
    framework's registration of the function as a command the operator runs by name."""
    target = decorator.func if isinstance(decorator, ast.Call) else decorator
    return (dotted_name(target) or "").rpartition(".")[2] == "command"


def _module_patterns(ctx: ModuleContext, tree: ast.Module) -> dict[str, str]:
    """The compiled patterns of CTX bound at the top of the module (CTX's are bound once in it, so never again by
    a function): what another module matches through them is that pattern."""
    top = {target.id for stmt in tree.body if isinstance(stmt, ast.Assign) for target in stmt.targets
           if isinstance(target, ast.Name)}
    return {name: text for name, text in ctx.patterns.items() if name in top}


def _exports(ctx: ModuleContext, defs: list[DefInfo], scopes: list[ScopeAnalyser], path: str) -> Exports:
    summaries = {info.symbol: _stamped(_summary(info, scope), path, ctx.module)
                 for info, scope in zip(defs, scopes, strict=True)}
    exports = Exports(aliases=dict(ctx.imports),
                      safe_parsers={name: line for name, line in ctx.safe_parsers.items() if "." not in name})
    for info in defs:
        if not info.in_class and "." not in info.symbol:
            table = ctx.registrars.get(info.symbol, "")
            exports.functions[info.symbol] = replace(summaries[info.symbol], registers=table) if table \
                else summaries[info.symbol]
        elif info.in_class and info.cls and "." not in info.cls:
            cls = exports.classes.setdefault(info.cls, ClassSummary(ctx.qualified(info.cls),
                                                                    ctx.class_bases.get(info.cls, ())))
            cls.methods[info.node.name] = summaries[info.symbol]
    for name, bases in ctx.class_bases.items():  # a class defining no method still has its bases' methods
        if bases and name not in exports.classes:
            exports.classes[name] = ClassSummary(ctx.qualified(name), bases)
    for name, validators in ctx.field_validators.items():
        if name in exports.classes:
            exports.classes[name].checked_fields = checked_fields(validators, exports.classes[name].methods)
    for name, models in ctx.field_models.items():
        if name in exports.classes and models:
            exports.classes[name].field_models = models
    for (cls_name, method), sinks in ctx.member_sinks.items():
        local = cls_name.removeprefix(ctx.module + ".") if ctx.module else cls_name
        if local in exports.classes:
            stamped = tuple((method, position, sink if sink.path or not path else sink._replace(path=path))
                            for position, sink in sinks)
            summary = exports.classes[local]
            summary.member_sinks = summary.member_sinks + stamped
    for owner, calls in _hook_calls(defs, scopes).items():
        if owner in exports.classes:
            exports.classes[owner].hook_calls = tuple(call._replace(fact=_located(call.fact, path)) for call in calls)
    return exports


def _hook_calls(defs: list[DefInfo], scopes: list[ScopeAnalyser]) -> dict[str, list[HookCall]]:
    """Each top-level class's calls of its hooks (see `note_hook_call`), one per hook, argument and calling
    method, the arguments of all such calls merged: the table stays as small as the class's hooks, however many
    calls its methods make."""
    gathered: dict[str, dict[tuple[str, str, str], list[HookCall]]] = {}
    for info, scope in zip(defs, scopes, strict=True):
        if info.in_class and info.cls and "." not in info.cls:
            for call in scope.hook_calls:
                gathered.setdefault(info.cls, {}).setdefault((call.method, str(call.key), call.caller), []).append(call)
    out: dict[str, list[HookCall]] = {}
    for cls, table in gathered.items():
        for _, calls in sorted(table.items()):
            fact = calls[0].fact
            for other in calls[1:]:
                fact = merge(fact, other.fact)
            out.setdefault(cls, []).append(calls[0]._replace(fact=fact, call_line=min(c.call_line for c in calls)))
    return out


def _located(fact: Fact, path: str) -> Fact:
    """FACT as another module reads it: what it cites located in PATH (its origins and steps, its head's too)."""
    if not path:
        return fact
    def origin(o: Origin | None) -> Origin | None:
        return o if o is None or o.path else o._replace(path=path)
    def step(s: Step | None) -> Step | None:
        return s if s is None or s.path else s._replace(path=path)
    return fact.evolve(origins=frozenset(o if o.path else o._replace(path=path) for o in fact.origins),
                       sanitiser=step(fact.sanitiser), anchor=step(fact.anchor), killed=origin(fact.killed),
                       head=_located(fact.head, path) if fact.head is not None else None)


def _hooked_defs(ctx: ModuleContext, defs: list[DefInfo], scopes: list[ScopeAnalyser]) -> list[int]:
    """The methods overriding a hook that a base class (this module's or another's) calls on self with a client's
    values: each such parameter gets what the base hands it (`if not self.get_userinfo(user, pw, command):` in the
    base's request handler), merged over every such call. A call made by a method the subclass, or a class between
    it and the base, defines again is never made for it. The indices of the defs that got one."""
    local = _hook_calls(defs, scopes)
    own_methods: dict[str, set[str]] = {}
    for info in defs:
        if info.in_class and info.cls:
            own_methods.setdefault(info.cls, set()).add(info.node.name)
    prefix = ctx.module + "." if ctx.module else ""
    hooked: list[int] = []
    for index, info in enumerate(defs):
        if not (info.is_method and info.cls and "." not in info.cls):
            continue
        handed: dict[str, list[Fact]] = {}
        # (a base, the methods of the classes between the subclass and it, the subclass's own included)
        frontier = [(base, frozenset(own_methods.get(info.cls, ()))) for base in ctx.class_bases.get(info.cls, ())]
        seen: set[str] = set()
        for _ in range(MAX_BASES):
            following: list[tuple[str, frozenset[str]]] = []
            for base, between in frontier:
                if base in seen:
                    continue
                seen.add(base)
                name = base.removeprefix(prefix) if prefix and base.startswith(prefix) else base
                if name in ctx.class_bases and (not prefix or base.startswith(prefix)):  # this module's class
                    calls, methods, bases = local.get(name, []), own_methods.get(name, set()), ctx.class_bases[name]
                else:
                    summary = ctx.outside.klass(base) if ctx.outside is not None else None
                    if summary is None:
                        continue
                    calls, methods, bases = list(summary.hook_calls), set(summary.methods), summary.bases
                for call in calls:
                    if call.method == info.node.name and call.caller not in between:
                        param = _hooked_param(info, call.key)
                        if param is not None and param not in info.sources:
                            handed.setdefault(param, []).append(call.fact)
                following.extend((b, between | methods) for b in bases)
            frontier = following
        if handed:
            info.hooked = {}
            for param, facts in sorted(handed.items()):
                fact = facts[0]
                for other in facts[1:]:
                    fact = merge(fact, other)
                info.hooked[param] = fact
            hooked.append(index)
    return hooked


def _hooked_param(info: DefInfo, key: int | str) -> str | None:
    """The parameter of INFO (a method) an argument at KEY (a position after self, or a keyword) binds."""
    args = info.node.args
    positional = [a.arg for a in (*args.posonlyargs, *args.args)][1:]
    if isinstance(key, int):
        return positional[key] if key < len(positional) else None
    named = [a.arg for a in (*args.args, *args.kwonlyargs)][1:]  # a positional-only one takes no keyword
    return key if key in named else None


def _stamped(summary: Summary, path: str, module: str) -> Summary:
    """SUMMARY as other modules see it: its sinks and returned origins located in PATH."""
    if not path:
        return summary
    return replace(
        summary, symbol=f"{module}.{summary.symbol}" if module else summary.symbol,
        ret_origins=frozenset(o if o.path else o._replace(path=path) for o in summary.ret_origins),
        ret_items=tuple(item._replace(origins=frozenset(o if o.path else o._replace(path=path) for o in item.origins))
                        for item in summary.ret_items),
        ret_anchor=summary.ret_anchor._replace(path=path) if summary.ret_anchor and not summary.ret_anchor.path
        else summary.ret_anchor,
        param_sinks=tuple(p if p.path else p._replace(path=path) for p in summary.param_sinks))


class _Pass(ScopeAnalyser):
    final: State


def _module_pass(ctx: ModuleContext, tree: ast.Module, record: bool = False) -> _Pass:
    scope = _Pass(ctx, "<module>")
    scope.recording_calls = record
    scope.final = scope.block(tree.body, {}) or {}
    return scope


def _entry_state(ctx: ModuleContext, info: DefInfo, hooked: bool = False) -> State:
    """The state a def starts in: its parameters' facts. HOOKED: a hook's parameters hold what a base class hands
    them (see _hooked_defs), not what its callers pass."""
    state: State = {}
    args = info.node.args
    annotations = {a.arg: a.annotation for a in (*args.posonlyargs, *args.args, *args.kwonlyargs)}
    # a decorator, a dependency or a first refusing test admits only administrators to the whole handler; a
    # dependency only when the framework routes the request, so a project function calling the handler passes its
    # own values (a parameter)
    guard = info.admin_guard if info.admin_guard is not None and not info.admin_guard.after else None
    admin = guard.line if guard is not None else 0
    for index, name in enumerate(info.params):
        if name in info.sources:
            # a request body parsed into a model whose validators check fields: its object, of that class
            modelled = ctx.modelled(annotated_class(ctx, annotations.get(name)))
            origins = {info.sources[name]._replace(admin=admin)}
            if guard is not None and guard.routed:
                # marked, so that only the categories the guard exempts reach callers through it (see taint_sinks)
                origins.add(Origin(PARAM, f"parameter {name}", name, info.node.lineno, index, admin=admin))
            state[name] = Fact(origins=frozenset(origins), instance=modelled)
        elif (index == 0 and info.is_method) or name in _FRAMEWORK_PARAMS:
            state[name] = CLEAN  # self, or the framework's request object (its parts are sources by name)
        elif hooked and name in info.hooked:
            state[name] = info.hooked[name]
        elif name in info.injected:  # what a dependency made (the settings, a session): the application's own
            state[name] = Fact(instance=annotated_class(ctx, annotations.get(name))
                               or _provided_class(ctx, info.providers.get(name)))
        else:
            origin = Origin(PARAM, f"parameter {name}", name, info.node.lineno, index)
            state[name] = Fact(origins=frozenset({origin}), instance=annotated_class(ctx, annotations.get(name)))
    for extra in (info.node.args.vararg, info.node.args.kwarg):
        if extra is not None:
            source = info.sources.get(extra.arg)
            state[extra.arg] = Fact(origins=frozenset({source._replace(admin=admin)})) if source is not None else CLEAN
    return state


_FRAMEWORK_PARAMS = FRAMEWORK_ARGS


def _provided_class(ctx: ModuleContext, provider: ast.expr | None) -> str | None:
    """The project class whose objects the dependency PROVIDER returns (`repo=Depends(customers_repo)`, where
    `customers_repo` returns `Repository(conn, "customers")`), this module's function or an imported one."""
    if provider is None:
        return None
    if isinstance(provider, ast.Name) and provider.id not in ctx.imports:
        summary = ctx.functions.get(provider.id)
    else:
        name, canon = dotted_name(provider), ctx.canonical(provider)
        imported = bool(name and canon and name.split(".")[0] in ctx.imports)
        summary = ctx.outside.function(canon) if imported and canon and ctx.outside is not None else None
    return summary.ret_instance if summary is not None else None


def annotated_class(ctx: ModuleContext, annotation: ast.expr | None) -> str | None:
    """The project class a parameter's ANNOTATION names (`repo: StationRepository`, `"Repo"`, `Repo | None`,
    `Optional[Repo]`), as a constructed instance's is named: the methods called on the parameter are that class's
    (a dependency a framework injects, a collaborator handed in). None for anything else: a standard or
    third-party type tells nothing the tables do not already."""
    node = annotation
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        try:
            node = ast.parse(node.value, mode="eval").body
        except SyntaxError:
            return None
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.BitOr):
        sides = [side for side in (node.left, node.right)
                 if not (isinstance(side, ast.Constant) and side.value is None)]
        node = sides[0] if len(sides) == 1 else None
    if isinstance(node, ast.Subscript) and (dotted_name(node.value) or "").rsplit(".", 1)[-1] == "Optional":
        node = node.slice
    if isinstance(node, ast.Subscript):  # a generic class of the project's (`Repository[Customer]`)
        node = node.value
    name = dotted_name(node) if node is not None else None
    if name is None:
        return None
    head, _, rest = name.partition(".")
    if not rest:
        return project_class(ctx, head)
    if head in ctx.imports and ctx.outside is not None and rest.rsplit(".", 1)[-1][:1].isupper():
        resolved = f"{ctx.imports[head]}.{rest}"
        return resolved if ctx.outside.klass(resolved) is not None else None
    return None


def _analyse_def(ctx: ModuleContext, info: DefInfo, record: bool = False, hooked: bool = False) -> ScopeAnalyser:
    scope = ScopeAnalyser(ctx, info.symbol, info.handler, info.pruned)
    scope.request_self = info.request_self
    scope.form_self = info.form_self
    scope.submitted_form = info.submitted_form
    scope.message_objects = info.message_objects
    scope.catch_all = info.catch_all
    scope.local_gate, scope.local_gate_end = info.local_gate, info.local_gate_end
    scope.admin_guard = info.admin_guard
    scope.cli_command = info.cli
    scope.outgoing = frozenset(info.params) if info.outgoing else frozenset()
    scope.class_symbol = info.cls
    scope.recording_calls = record
    scope.def_line = info.node.lineno
    scope.param_names = frozenset(info.params)
    scope.param_order = tuple(info.params)
    scope.receiver = info.params[0] if info.is_method and info.params else None
    if id(info.node) not in ctx.stores:
        ctx.stores[id(info.node)] = first_stores(info.node)
    scope.param_stores = ctx.stores[id(info.node)]
    if id(info.node) not in ctx.changes:
        ctx.changes[id(info.node)] = param_changes(info.node, info.params)
    scope.param_changes = dict(ctx.changes[id(info.node)])  # what calls it makes add to it (handed_on)
    scope.owner_checked = checks_owner(info.node)
    if id(info.node) not in ctx.dispatch:  # a def is analysed once per fixpoint round: its tables are read once
        ctx.dispatch[id(info.node)] = taint_dispatch.local_dispatch(info.node, ctx.tables)
    scope.dispatch = ctx.dispatch[id(info.node)]
    entry = _entry_state(ctx, info, hooked)
    scope.entry_facts = dict(entry)
    end = scope.block(info.node.body, entry)
    if end is not None:  # the body's end is an exit too
        scope.note_exit(end)
        if info.is_method and info.node.name == "__init__" and not any(
                isinstance(node, ast.Return) for node in own_nodes(info.node)):
            scope.keep_checked_members(end)
    return scope


def _summary(info: DefInfo, scope: ScopeAnalyser) -> Summary:
    ret = scope.returns if scope.returns is not None else CONST
    return Summary(
        params=info.params, is_method=info.is_method, symbol=info.symbol,
        ret_params=frozenset(o.position for o in ret.of_kind(PARAM)),
        ret_in_name=_in_name_positions(ret),
        ret_cut=_cut_positions(ret),
        ret_origins=frozenset(o for o in ret.origins if o.kind != PARAM),
        ret_html=ret.html, ret_safe=ret.safe, ret_const=ret.const, ret_seq=ret.seq, ret_named=ret.named,
        ret_built=ret.built, ret_anchor=ret.anchor, ret_instance=_returned_class(scope),
        param_sinks=tuple(sorted(set(scope.param_sinks))),
        checks=checked_parameters(info.params, scope.exit_params),
        vouches=checked_parameters(info.params, scope.true_exits),
        ret_items=_returned_items(scope.item_returns),
        never_returns=never_returns(info.node, info.is_method, scope.ctx.canonical),
        changes=tuple((info.params.index(name), None if keys is None else tuple(sorted(keys)))
                      for name, keys in scope.param_changes.items() if keys is None or keys),
        wrapped=_wrapped(scope.ctx, info.node),
        cookie_setter=project_cookie_setter(info.node),
    )


# Decorators that call what they decorate with the arguments its callers wrote (or register it as it is).
_TRANSPARENT_DECORATORS = frozenset({"staticmethod", "classmethod", "property", "abc.abstractmethod",
                                     "functools.cache", "functools.lru_cache", "functools.cached_property",
                                     "typing.overload", "typing.override", "celery.shared_task"})


def _wrapped(ctx: ModuleContext, node: ast.FunctionDef | ast.AsyncFunctionDef) -> bool:
    """Whether a decorator of NODE may call it with other arguments than its callers wrote (a wrapper that unpacks
    or replaces them): only decorators known to pass them on are not (a Celery task's `app.task` among them)."""
    for decorator in node.decorator_list:
        target = decorator.func if isinstance(decorator, ast.Call) else decorator
        name = ctx.canonical(target) or ""
        if name in _TRANSPARENT_DECORATORS or isinstance(target, ast.Attribute) and target.attr == "task" \
                or isinstance(target, ast.Attribute) and target.attr in ("setter", "deleter"):
            continue
        return True
    return False


def _in_name_positions(fact: Fact) -> frozenset[int]:
    """The parameters FACT holds only as written into a file name beside fixed text (see PARAM_IN_NAME)."""
    positions = {origin.position for origin in fact.of_kind(PARAM)}
    return frozenset(position for position in positions if all(
        PARAM_IN_NAME in origin.cleared for origin in fact.of_kind(PARAM) if origin.position == position))


def _cut_positions(fact: Fact) -> frozenset[int]:
    """The parameters FACT holds only cut at their dots and written after fixed text (see taint_segments)."""
    positions = {origin.position for origin in fact.of_kind(PARAM)}
    return frozenset(position for position in positions if all(
        taint_segments.placed_cut(origin) for origin in fact.of_kind(PARAM) if origin.position == position))


def _returned_items(returns: list[list[Fact] | None]) -> tuple[ReturnedItem, ...]:
    """Per element of the tuples every non-None return builds, the parameters and the other origins it holds, and
    the class of the object it is when every return agrees; () unless every such return is a tuple of one length."""
    if not returns or any(facts is None or len(facts) != len(returns[0] or ()) for facts in returns):
        return ()
    items = []
    for i in range(len(returns[0] or ())):
        elements = [facts[i] for facts in returns if facts is not None]
        fact = join(elements)
        classes = {element.instance for element in elements}
        items.append(ReturnedItem(frozenset(o.position for o in fact.of_kind(PARAM)),
                                  frozenset(o for o in fact.origins if o.kind != PARAM),
                                  classes.pop() if len(classes) == 1 else None))
    return tuple(items)


def _returned_class(scope: ScopeAnalyser) -> str | None:
    """The one class every returned object has (a `return None` of a factory that can fail aside), else None."""
    classes = scope.returned_classes
    return next(iter(classes)) if len(classes) == 1 else None


def _combine(a: Summary, b: Summary) -> Summary:
    return replace(
        a, ret_params=a.ret_params | b.ret_params, ret_origins=a.ret_origins | b.ret_origins,
        ret_html=a.ret_html or b.ret_html, ret_safe=a.ret_safe and b.ret_safe,
        ret_const=a.ret_const and b.ret_const, ret_seq=a.ret_seq and b.ret_seq,
        ret_named=a.ret_named and b.ret_named, ret_built=a.ret_built or b.ret_built,
        ret_anchor=a.ret_anchor if a.ret_anchor == b.ret_anchor else None,
        ret_instance=a.ret_instance if a.ret_instance == b.ret_instance else None,
        param_sinks=tuple(sorted(set(a.param_sinks + b.param_sinks))),
        checks=a.checks & b.checks, never_returns=a.never_returns and b.never_returns, vouches=a.vouches & b.vouches,
        ret_items=a.ret_items if a.ret_items == b.ret_items else (),
        ret_in_name=frozenset(p for p in a.ret_in_name | b.ret_in_name
                              if (p in a.ret_in_name or p not in a.ret_params)
                              and (p in b.ret_in_name or p not in b.ret_params)),
        ret_cut=frozenset(p for p in a.ret_cut | b.ret_cut
                          if (p in a.ret_cut or p not in a.ret_params) and (p in b.ret_cut or p not in b.ret_params)),
        changes=_combined_changes(a, b), wrapped=a.wrapped or b.wrapped,
        cookie_setter=a.cookie_setter if a.cookie_setter == b.cookie_setter else None,
    )


def _combined_changes(a: Summary, b: Summary) -> tuple[tuple[int, tuple[str, ...] | None], ...]:
    """What either of two definitions may change of each parameter's object."""
    out: list[tuple[int, tuple[str, ...] | None]] = []
    for position in sorted({at for at, _ in a.changes + b.changes}):
        first, second = a.changed(position), b.changed(position)
        out.append((position, None if first is None or second is None else tuple(sorted({*first, *second}))))
    return tuple(out)


def _summarise_all(ctx: ModuleContext, defs: list[DefInfo], callees: list[tuple[str, ...]],
                   earlier: list[ScopeAnalyser] | None = None, redo: set[int] | None = None) -> list[ScopeAnalyser]:
    """Same-module summaries to a bounded fixpoint; returns each def's analysis under the last ones.

    A def's analysis depends only on the module context, so after the first round only the
    defs that call a name whose summary changed (CALLEES: the names each def calls directly)
    are analysed again, a worklist rather than whole passes; the last round re-analyses them
    under the final summaries without updating them. With EARLIER analyses, the first round
    analyses only REDO again: the others did not ask for what changed in the context since."""
    saw: list[dict[str, Any]] | None = None
    if earlier is None or redo is None:
        scopes, saw = _callees_first(ctx, defs, callees)
    else:
        scopes = [_analyse_def(ctx, info, record=True) if index in redo else earlier[index]
                  for index, info in enumerate(defs)]
    summaries = [_summary(info, scope) for info, scope in zip(defs, scopes, strict=True)]
    for _ in range(SUMMARY_PASSES):
        functions, methods = _tables(defs, summaries)
        changed = _changed(ctx.functions, functions, "") | _changed(ctx.methods, methods, ".")
        classes = _class_tables(defs, summaries)
        changed |= {name for name, table in classes.items() if _keys(table) != _keys(ctx.classes.get(name, {}))}
        ctx.functions, ctx.methods, ctx.classes = functions, methods, classes
        if saw is not None:  # after the first pass: each def against what it saw of the names it calls
            stale = [i for i, names in enumerate(callees) if any(saw[i][n] != _entry(ctx, n) for n in names)]
            saw = None
        else:
            stale = [i for i, names in enumerate(callees) if not changed.isdisjoint(names)]
        if not stale:
            break
        for index in stale:
            scopes[index] = _analyse_def(ctx, defs[index], record=True)
            summaries[index] = _summary(defs[index], scopes[index])
    # The analyses now reflect the last summaries; summaries computed in the last pass are not used.
    return scopes


def _callees_first(ctx: ModuleContext, defs: list[DefInfo],
                   callees: list[tuple[str, ...]]) -> tuple[list[ScopeAnalyser], list[dict[str, Any]]]:
    """The first pass over DEFS, callees before their callers, each def's summary put in the context's tables
    as soon as it is known: a caller then reads its callees' summaries in the same pass instead of in the
    next (analysed in file order against empty tables, half of Django's defs were analysed again for it,
    and a chain of calls deeper than the passes never settled). Returns the analyses and, for each def,
    what it saw of each name it calls, so that the passes after it re-analyse only the defs that saw
    another summary than the last (in a cycle of calls, or one of several defs of a name)."""
    named = _Named(defs)
    scopes: list[ScopeAnalyser | None] = [None] * len(defs)
    summaries: list[Summary | None] = [None] * len(defs)
    saw: list[dict[str, Any]] = [{} for _ in defs]
    ctx.functions, ctx.methods, ctx.classes = {}, {}, {}
    edges = [[j for name in names for j in named.called(ctx, name)] for names in callees]
    for index in _postorder(len(defs), edges):
        saw[index] = {name: _entry(ctx, name) for name in callees[index]}
        scopes[index] = scope = _analyse_def(ctx, defs[index], record=True)
        summaries[index] = _summary(defs[index], scope)
        named.put(ctx, summaries, index)
    return [scope for scope in scopes if scope is not None], saw


class _Named:
    """Which defs a module's tables hold under each name, in file order: functions by name, methods by
    name (".name" in what a def calls), and each class's methods (`Cls(...)` reads them all)."""

    def __init__(self, defs: list[DefInfo]) -> None:
        self.defs = defs
        self.functions: dict[str, list[int]] = {}
        self.methods: dict[str, list[int]] = {}
        self.classes: dict[str, list[int]] = {}
        for index, info in enumerate(defs):
            (self.methods if info.in_class else self.functions).setdefault(info.node.name, []).append(index)
            if info.in_class and info.cls:
                self.classes.setdefault(info.cls, []).append(index)

    def called(self, ctx: ModuleContext, name: str) -> list[int]:
        """The defs whose summaries a call of NAME (as CALLEES records it) reads: for a class, its bases' too."""
        if name.startswith("."):
            return self.methods.get(name[1:], [])
        bases = ctx.lineage(name)
        return [*self.functions.get(name, ()), *(j for cls in bases for j in self.classes.get(cls, ()))]

    def put(self, ctx: ModuleContext, summaries: list[Summary | None], index: int) -> None:
        """The context's tables with def INDEX's new summary: its name's entry rebuilt from the known
        summaries of that name in file order, as `_tables` and `_class_tables` build it from all of them."""
        info = self.defs[index]
        name = info.node.name
        same = (self.methods if info.in_class else self.functions)[name]
        known = [summary for j in same if (summary := summaries[j]) is not None]
        combined = known[0]
        for summary in known[1:]:
            combined = _combine(combined, summary)
        (ctx.methods if info.in_class else ctx.functions)[name] = combined
        if info.in_class and info.cls:
            last = [summary for j in self.classes[info.cls]
                    if self.defs[j].node.name == name and (summary := summaries[j]) is not None][-1]
            ctx.classes.setdefault(info.cls, {})[name] = last


def _postorder(count: int, edges: list[list[int]]) -> list[int]:
    """0..COUNT-1, each after the nodes EDGES leads it to (a cycle in some order), ties in file order."""
    done = [False] * count
    order: list[int] = []
    for root in range(count):
        if done[root]:
            continue
        done[root] = True
        stack = [(root, iter(edges[root]))]
        while stack:
            node, pending = stack[-1]
            following = next((j for j in pending if not done[j]), None)
            if following is None:
                stack.pop()
                order.append(node)
            else:
                done[following] = True
                stack.append((following, iter(edges[following])))
    return order


def _entry(ctx: ModuleContext, name: str) -> Any:
    """Everything a call of NAME can read from the context's tables, with the parameters and symbol a call
    binds and quotes. For a method (".name"): the methods of that name combined, and each class's own
    (`self.name()` and a known instance's `x.name()` read their class's, or a base's). For a name: the
    function, and the class with its bases in this module (`Cls(...)` runs the nearest `__init__`)."""
    def whole(summary: Summary | None) -> Any:
        return None if summary is None else (summary.symbol, tuple(summary.params), summary.is_method, summary.key())
    if name.startswith("."):
        method = name[1:]
        return whole(ctx.methods.get(method)), sorted(
            (cls, whole(table[method])) for cls, table in ctx.classes.items() if method in table)
    classes = [(cls, {m: whole(s) for m, s in ctx.classes.get(cls, {}).items()}) for cls in ctx.lineage(name)]
    return whole(ctx.functions.get(name)), classes


def _tables(defs: list[DefInfo], summaries: list[Summary]) -> tuple[dict[str, Summary], dict[str, Summary]]:
    functions: dict[str, Summary] = {}
    methods: dict[str, Summary] = {}
    for info, summary in zip(defs, summaries, strict=True):  # one summary per def
        table = methods if info.in_class else functions
        name = info.node.name
        table[name] = _combine(table[name], summary) if name in table else summary
    return functions, methods


def _class_tables(defs: list[DefInfo], summaries: list[Summary]) -> dict[str, dict[str, Summary]]:
    """Class symbol -> its methods' summaries (for constructors and instance calls in this module)."""
    classes: dict[str, dict[str, Summary]] = {}
    for info, summary in zip(defs, summaries, strict=True):
        if info.in_class and info.cls:
            classes.setdefault(info.cls, {})[info.node.name] = summary
    return classes


def _keys(table: dict[str, Summary]) -> dict[str, tuple]:
    return {name: summary.key() for name, summary in table.items()}


def _changed(old: dict[str, Summary], new: dict[str, Summary], prefix: str) -> set[str]:
    names = set(old) | set(new)
    return {prefix + n for n in names if n not in old or n not in new or old[n].key() != new[n].key()}


def _final(ctx: ModuleContext, tree: ast.Module, defs: list[DefInfo], def_scopes: list[ScopeAnalyser]) -> ModuleResult:
    result = ModuleResult()
    scopes: list[ScopeAnalyser] = [_module_pass(ctx, tree, record=True), *def_scopes]
    for info in defs:
        result.spans[info.symbol] = (info.node.lineno, info.node.end_lineno or info.node.lineno)
        result.params[info.symbol] = info.params
        if _plain(info):
            result.plain[info.symbol] = result.spans[info.symbol]
        if _public(info):
            result.api[info.symbol] = info.node.lineno
    for scope in scopes:
        result.sites.extend(scope.sites)
        result.intents.extend(scope.intents)
        result.credentials.extend(scope.credentials)
        result.debug.extend(scope.debug)
        result.hashes.extend(scope.hashes)
        result.cookies.extend(scope.cookies)
        # Sorted: a set's order of tuples holding None changes from one process to the next (hash(None) is
        # its address on Python 3.11), and the analysis must read the same in every process.
        result.dead.extend(sorted(scope.dead_regions, key=lambda region: (
            region[0], region[1], region[2].reason, region[2].line, region[2].def_line or 0)))
        for symbol, line, bound in scope.call_records:
            if symbol in result.spans:  # kept for this module's own functions only: what their verdicts read
                result.calls.setdefault(symbol, []).append((line, bound))
    result.sites = _dedupe(result.sites)
    if any("import *" in line for line in ctx.lines):
        result.debug = [use._replace(override=deployment_override(tree, use.line)) for use in result.debug]
    result.cookies = login_identities(sorted(set(result.cookies)))
    result.dead.extend(_pruned_defs(defs))
    result.named_bases = {node.name: bases for node in tree.body if isinstance(node, ast.ClassDef)
                          and len(bases := ctx.class_bases.get(node.name, ())) == len(node.bases)}
    result.credentials.extend(url_credentials(tree))
    result.template_envs = unescaped_environments(tree, ctx.canonical)
    result.fixtures = fixture_constants(tree)
    result.code_tables = code_table_keys(tree) if any("PW" in line.upper() for line in ctx.lines) else {}
    result.lexer_rules = lexer_rules(tree) if any(line.lstrip().startswith("t_") for line in ctx.lines) else {}
    result.sentinels = rejected_values(tree)
    result.site_clients = site_clients(tree)
    result.self_tests = self_tests(tree)
    result.system_randoms = ctx.system_randoms
    result.urandom_fallbacks = urandom_fallbacks(tree) if any("NotImplementedError" in line for line in ctx.lines) \
        else []
    return result


def login_identities(cookies: list[CookieUse]) -> list[CookieUse]:
    """COOKIES, where a login view's cookie naming its user counts as a credential only when the view sets no cookie
    that is one by its own name: beside a session cookie, `last_user` is a convenience for the login form."""
    sessions = {c.scope for c in cookies if c.credential and not c.identity}
    return [c._replace(credential="") if c.identity and c.scope in sessions else c for c in cookies]


_CONVENTIONAL = frozenset({"main", "cli", "app", "application", "create_app", "handler", "lambda_handler", "run"})


def _plain(info: DefInfo) -> bool:
    node = info.node
    return (not info.in_class and "." not in info.symbol and not node.decorator_list and not info.handler
            and node.name not in _CONVENTIONAL and not (node.name.startswith("__") and node.name.endswith("__")))


def _public(info: DefInfo) -> bool:
    """A function others may call: public, top-level or a method (or constructor) of a public
    top-level class, not a request handler, not under a constant-false branch."""
    parts = info.symbol.split(".")
    if info.handler or info.pruned is not None or any(p.startswith("_") for p in parts[:-1]):
        return False
    name = parts[-1]
    if name.startswith("_") and name != "__init__":
        return False
    return len(parts) == 1 or (len(parts) == 2 and info.in_class)


NEVER_CALLED = ("never called: a private function that no module of the project names, and no name built "
                "at run time can reach")


def with_dead(result: ModuleResult, dead: dict[str, tuple[int, int]]) -> ModuleResult:
    """RESULT as it reads once the functions in DEAD (symbol -> span; from `uncalled`) are known never
    to run: every sink their bodies reach, every sink written inside them (whoever's value reaches it:
    an object one of them made may carry a live caller's value to a sink in their body) and every
    cookie they set is marked pruned, and their spans are dead regions. Nothing calls them, so no other
    function's summary took anything from their bodies but such sinks."""
    if not dead:
        return result
    prunes = {symbol: Prune(NEVER_CALLED, start) for symbol, (start, _) in dead.items()}

    def written_in_dead(line: int) -> Prune | None:
        return next((prunes[symbol] for symbol, (start, end) in dead.items() if start <= line <= end), None)

    def pruned(site: SinkSite) -> SinkSite:
        # the function whose body recorded the site, or the one the sink is written in (this file's)
        prune = prunes.get(site.scope or site.symbol) or (None if site.path else written_in_dead(site.line))
        return replace(site, pruned=prune) if prune is not None and site.pruned is None else site

    return replace(result, sites=[pruned(site) for site in result.sites],
                   cookies=[c._replace(pruned=True) if not c.pruned and written_in_dead(c.line) else c
                            for c in result.cookies],
                   dead=[*result.dead, *((start, end, prunes[symbol]) for symbol, (start, end) in dead.items())])


def _pruned_defs(defs: list[DefInfo]) -> list[tuple[int, int, Prune]]:
    return [(d.node.lineno, d.node.end_lineno or d.node.lineno, d.pruned) for d in defs if d.pruned is not None]


def _dedupe(sites: list[SinkSite]) -> list[SinkSite]:
    merged: dict[tuple, SinkSite] = {}
    for site in sites:
        key = (site.category, site.sink, site.line, site.symbol, site.via, site.call_line)
        if key in merged:
            old = merged[key]
            site = replace(old, fact=merge(old.fact, site.fact), whole=merge(old.whole, site.whole))
        merged[key] = site
    return list(merged.values())
