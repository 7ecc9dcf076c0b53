"""What the taint slot knows about a module before it follows any value.

Owns import aliases, module constants, constant conditions, the qualified names of every
definition, and which functions are request handlers (with the route parameters they
receive). It never follows data flow.
"""

from __future__ import annotations

import ast
import operator
import re
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, TypeGuard

from agent_providers.builtin.admin_guards import Guard, admin_guard
from agent_providers.builtin.compat_names import standard_name
from agent_providers.builtin.dynamic import MODULE_HOOKS, dynamic_lookup
from agent_providers.builtin.python_idioms import LOOPBACK_HOSTS, parameter_defaults, parameter_list
from agent_providers.builtin.route_patterns import ONE_SEGMENT, SEGMENT_CONVERTERS, CaptureKey, Registration
from agent_providers.builtin.taint_dispatch import prefix_dispatch
from agent_providers.builtin.taint_facts import UNTRUSTED, Fact, Origin, Prune, cleared_origin
from agent_providers.builtin.taint_rules import (
    CAPTURE_MAPPINGS,
    CATCH_ALL_DECORATORS,
    CATCH_ALL_METHODS,
    CATCH_ALL_ROUTE,
    CLI_DECORATORS,
    CLI_PACKAGES,
    CLIENT_TRANSPORT_BASES,
    DEFERRED_CALLS,
    ENTRY_POINTS,
    ERROR_HANDLER_DECORATORS,
    ERROR_HANDLER_METHODS,
    ERROR_LABEL,
    FORM_BASE_SUFFIX,
    FORM_VIEW_BASES,
    FORM_VIEW_METHODS,
    FRAMEWORK_ARGS,
    FRAMEWORKS,
    HANDLER_BASES,
    HANDLER_METHOD_NAMES,
    HANDOFF_FUNCTIONS,
    HANDOFF_METHODS,
    INTERACTIVE_SHELLS,
    PLAIN_HANDLER_METHODS,
    PRIVATE_FOLDER_MAKERS,
    PROMPT_LINE,
    ROUTE_DECORATORS,
    SAFE_ANNOTATIONS,
    SAFE_ROUTE_CONVERTERS,
    STORED,
    TASK_HANDOFFS,
    EntryPoint,
)
from twokey.kernel.pysource import LEAF_FIELDS

Const = tuple[object, int]  # value, line of its only assignment

_ROUTE_PARAM = re.compile(r"<(\w+)(?:\([^)]*\))?(?::(\w+)(?:\([^)]*\)|:[^>]*)?)?>")
_OLD_ROUTE_PARAM = re.compile(r"(?<![\w:]):(\w+)")
_BRACE_PARAM = re.compile(r"\{(\w+)(?::(\w+))?\}")
# The operands are any literals; a comparison they do not support raises TypeError, caught in _compare.
_COMPARE: dict[type[ast.cmpop], Callable[[Any, Any], object]] = {
    ast.Eq: operator.eq, ast.NotEq: operator.ne, ast.Lt: operator.lt, ast.LtE: operator.le,
    ast.Gt: operator.gt, ast.GtE: operator.ge, ast.Is: operator.is_, ast.IsNot: operator.is_not,
}
_LITERAL_TYPES = (bool, int, float, str, bytes, type(None))
_STATEMENT_LISTS = ("body", "orelse", "finalbody")


def dotted_name(node: ast.AST | None) -> str | None:
    """`a.b.c` for a chain of attributes on a name; None for anything else."""
    parts: list[str] = []
    while isinstance(node, ast.Attribute):
        parts.append(node.attr)
        node = node.value
    if not isinstance(node, ast.Name):
        return None
    parts.append(node.id)
    return ".".join(reversed(parts))


# A callee name that stands for every method whose name starts with what follows it (a prefix dispatch).
PREFIX_CALLEE = "*"


@dataclass
class ModuleScan:
    """What one walk over a module tells: imports, store counts, referenced names, callees."""

    imports: dict[str, str] = field(default_factory=dict)
    counts: Counter = field(default_factory=Counter)
    referenced: set[str] = field(default_factory=set)
    callees: dict[int, set[str]] = field(default_factory=dict)  # id(def node) -> called names
    attr_stores: set[str] = field(default_factory=set)  # attribute names assigned anywhere (x.NAME = ...)


def scan_module(tree: ast.Module, package: str = "") -> ModuleScan:
    """One traversal of TREE instead of one per question (the walks dominated small files).

    PACKAGE (the dotted package the module is in) resolves relative imports; without it they are skipped.
    One test chain per node and its fields read directly: this walk visits every node of every module
    (1.3 million in Django), and `ast.iter_child_nodes` with a helper per question cost a tenth of
    the taint slot's time."""
    scan = ModuleScan()
    counts, referenced = scan.counts, scan.referenced
    stack: list[tuple[ast.AST, set[str] | None]] = [(tree, None)]
    while stack:
        node, callees = stack.pop()
        if isinstance(node, ast.Name):  # the commonest first
            if isinstance(node.ctx, ast.Load):
                referenced.add(node.id)
            else:
                counts[node.id] += 1
        elif isinstance(node, ast.Attribute):
            referenced.add(node.attr)
            if not isinstance(node.ctx, ast.Load):
                scan.attr_stores.add(node.attr)
        elif isinstance(node, ast.Constant):
            if isinstance(node.value, str) and node.value.isidentifier():
                referenced.add(node.value)  # __all__, getattr(obj, "name"), string registries
        elif isinstance(node, ast.Call):
            if dynamic_lookup(node):
                referenced.add("<dynamic>")  # a name looked up at run time may be any function of the module
            if callees is not None:
                _note_callee(callees, node.func)
                _note_handed_off(callees, node)
                _note_prefix_dispatch(callees, node.func)
        elif isinstance(node, ast.Dict) and callees is not None:
            for value in node.values:  # a dispatch table's functions are called through it (taint_dispatch)
                if isinstance(value, ast.Name) or isinstance(value, ast.Attribute) \
                        and dotted_name(value.value) in ("self", "cls"):
                    _note_callee(callees, value)
        elif isinstance(node, ast.arg):
            counts[node.arg] += 1
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            callees = scan.callees.setdefault(id(node), set())
        elif isinstance(node, (ast.Import, ast.ImportFrom)):
            _note_import(scan.imports, node, package)
            counts.update({(alias.asname or alias.name).split(".")[0]: 2 for alias in node.names})  # never constants
        elif isinstance(node, (ast.Global, ast.Nonlocal)):
            counts.update({name: 2 for name in node.names})
        for name in node._fields:
            if name in LEAF_FIELDS:
                continue
            child = getattr(node, name, None)
            if isinstance(child, ast.AST):
                stack.append((child, callees))
            elif isinstance(child, list):
                stack.extend((item, callees) for item in child if isinstance(item, ast.AST))
    if isinstance(tree, ast.Module):
        _note_aliases(scan, tree)
    return scan


def _note_aliases(scan: ModuleScan, tree: ast.Module) -> None:
    """Module names bound once, at module level, to an imported name (`unpickle = pickle.loads` in a compat
    module): they are that name, as an import of it would be, here and for modules importing them."""
    for stmt in tree.body:
        if not (isinstance(stmt, ast.Assign) and len(stmt.targets) == 1 and isinstance(stmt.targets[0], ast.Name)):
            continue
        name, dotted = stmt.targets[0].id, dotted_name(stmt.value)
        if dotted and scan.counts[name] == 1 and name not in scan.imports and dotted.split(".")[0] in scan.imports:
            scan.imports[name] = resolve(scan.imports, dotted)


def _note_callee(names: set[str], func: ast.AST) -> None:
    if isinstance(func, ast.Name):
        names.add(func.id)
    elif isinstance(func, ast.Attribute):
        names.add("." + func.attr)  # a method of self, or of an instance of some class
        if (func.attr in DEFERRED_CALLS or func.attr in TASK_HANDOFFS) and isinstance(func.value, ast.Name):
            names.add(func.value.id)  # task.delay(...) queues a call of task


def _note_prefix_dispatch(names: set[str], func: ast.AST) -> None:
    """`getattr(self, "do_" + verb, self.unknown)(rest)` calls any method named "do_..." (PREFIX_CALLEE then the
    prefix: the module's methods of that name are its callees, see `prefix_callees`), or the default."""
    found = prefix_dispatch(func)
    if found is not None:
        _, prefix, default = found
        names.add(PREFIX_CALLEE + prefix)
        if default is not None:
            _note_callee(names, default)


def prefix_callees(names: tuple[str, ...], methods: list[str]) -> tuple[str, ...]:
    """NAMES with each prefix dispatch (see `_note_prefix_dispatch`) replaced by the METHODS it may call."""
    if not any(name.startswith(PREFIX_CALLEE) for name in names):
        return names
    prefixes = [name.removeprefix(PREFIX_CALLEE) for name in names if name.startswith(PREFIX_CALLEE)]
    found = {"." + method for method in methods if any(method.startswith(prefix) for prefix in prefixes)}
    return tuple(sorted({*(n for n in names if not n.startswith(PREFIX_CALLEE)), *found}))


def _note_handed_off(names: set[str], node: ast.Call) -> None:
    """The functions a call hands to a thread, a process or a queue (`Thread(target=work)`, `submit(work, x)`),
    which will call them: callees too."""
    func = node.func
    last = func.attr if isinstance(func, ast.Attribute) else func.id if isinstance(func, ast.Name) else ""
    if last in ("sub", "subn"):  # `pattern.sub(repl, text)` calls its replacement function (taint_expr)
        names.update(value.id for value in node.args[:2] if isinstance(value, ast.Name))
        return
    if last not in HANDOFF_NAMES:
        return
    for value in (*node.args, *(k.value for k in node.keywords)):
        if isinstance(value, ast.Name):
            names.add(value.id)
        elif isinstance(value, ast.Attribute) and dotted_name(value.value) in ("self", "cls"):
            names.add("." + value.attr)


HANDOFF_NAMES = frozenset({name.rpartition(".")[2] for name in HANDOFF_FUNCTIONS} | set(HANDOFF_METHODS))


def _note_import(names: dict[str, str], node: ast.AST, package: str = "") -> None:
    if isinstance(node, ast.Import):
        for alias in node.names:
            local = alias.asname or alias.name.split(".")[0]
            names[local] = alias.name if alias.asname else local
    elif isinstance(node, ast.ImportFrom):
        base = absolute_module(node.module, node.level, package)
        for alias in node.names:
            if alias.name != "*" and base:
                names[alias.asname or alias.name] = f"{base}.{alias.name}"


def absolute_module(module: str | None, level: int, package: str) -> str:
    """The dotted name `from <level dots><module> import ...` refers to, inside PACKAGE."""
    if level == 0:
        return module or ""
    parts = package.split(".") if package else []
    if level - 1 > len(parts) or not package:
        return ""
    base = parts[: len(parts) - (level - 1)]
    return ".".join([*base, module] if module else base)


def collect_imports(tree: ast.Module) -> dict[str, str]:
    """Local name -> the dotted name it was imported as (module-wide, all scopes)."""
    return scan_module(tree).imports


def resolve(imports: dict[str, str], dotted: str) -> str:
    head, dot, rest = dotted.partition(".")
    if head not in imports:
        return dotted
    return imports[head] + dot + rest


def module_constants(tree: ast.Module, counts: Counter | None = None) -> dict[str, Const]:
    """Module names bound exactly once, at module level, to a literal."""
    counts = counts if counts is not None else scan_module(tree).counts
    consts: dict[str, Const] = {}
    for stmt in tree.body:
        target, value = _single_target(stmt)
        if isinstance(target, ast.Name) and counts[target.id] == 1 and _is_literal(value):
            consts[target.id] = (value.value, stmt.lineno)
    return consts


def string_tuples(tree: ast.Module, counts: Counter) -> dict[str, tuple[str, ...]]:
    """Module names bound exactly once, at module level, to a tuple or list of string literals
    (`ALLOWED_AFTER_LOGIN = ("/loans", "/catalogue")`)."""
    out: dict[str, tuple[str, ...]] = {}
    for stmt in tree.body:
        target, value = _single_target(stmt)
        if isinstance(target, ast.Name) and counts[target.id] == 1 and isinstance(value, ast.Tuple | ast.List) \
                and value.elts and all(isinstance(e, ast.Constant) and isinstance(e.value, str) for e in value.elts):
            out[target.id] = tuple(str(e.value) for e in value.elts if isinstance(e, ast.Constant))
    return out


def class_lines(tree: ast.Module) -> dict[str, int]:
    """Class symbol -> the line of its `class` statement."""
    return {symbol: cls.lineno for symbol, cls in _classes(tree)}


def class_constants(tree: ast.Module, attr_stores: set[str]) -> dict[str, dict[str, Const]]:
    """Class symbol -> attributes its body binds once to a literal and nothing assigns as an attribute."""
    out: dict[str, dict[str, Const]] = {}

    def visit(body: list[ast.stmt], prefix: str) -> None:
        for stmt in body:
            if isinstance(stmt, ast.ClassDef):
                symbol = prefix + stmt.name
                counts = Counter(t.id for s in stmt.body if isinstance(s, (ast.Assign, ast.AnnAssign))
                                 for t in (s.targets if isinstance(s, ast.Assign) else [s.target])
                                 if isinstance(t, ast.Name))
                consts: dict[str, Const] = {}
                for item in stmt.body:
                    target, value = _single_target(item)
                    if isinstance(target, ast.Name) and counts[target.id] == 1 and _is_literal(value) \
                            and target.id not in attr_stores:
                        consts[target.id] = (value.value, item.lineno)
                out[symbol] = consts
                visit(stmt.body, symbol + ".")

    visit(tree.body, "")
    return out


def attribute_literals(tree: ast.Module) -> dict[str, dict[str, frozenset[str]]]:
    """Class symbol -> attributes that its methods set on `self` only ever to string literals, and the literals
    (`self.shell_variable = "COMSPEC"` on Windows, `"SHELL"` elsewhere): whichever runs, the value is one of them.
    Not one that code outside the class sets too (`editor.variable = name`), as far as this module shows."""
    out: dict[str, dict[str, frozenset[str]]] = {}
    foreign = _foreign_attribute_stores(tree)
    for symbol, cls in _classes(tree):
        values: dict[str, set[str]] = {}
        mixed: set[str] = set(foreign)
        for attr, value in _self_stores(cls):
            if isinstance(value, ast.Constant) and isinstance(value.value, str):
                values.setdefault(attr, set()).add(value.value)
            else:
                mixed.add(attr)
        found = {attr: frozenset(texts) for attr, texts in values.items() if attr not in mixed}
        if found:
            out[symbol] = found
    return out


def private_folders(tree: ast.Module, imports: dict[str, str]) -> dict[str, frozenset[str]]:
    """Class symbol -> attributes its methods set only to a folder `tempfile.mkdtemp()` made (or to None):
    a folder only this user can write to (mode 0700), where no other process can plant a file."""
    out: dict[str, frozenset[str]] = {}
    foreign = _foreign_attribute_stores(tree)
    for symbol, cls in _classes(tree):
        made: set[str] = set()
        other: set[str] = set(foreign)
        for attr, value in _self_stores(cls):
            if isinstance(value, ast.Call) and resolve(imports, dotted_name(value.func) or "") in PRIVATE_FOLDER_MAKERS:
                made.add(attr)
            elif not (isinstance(value, ast.Constant) and value.value is None):
                other.add(attr)
        if made - other:
            out[symbol] = frozenset(made - other)
    return out


def _self_stores(cls: ast.ClassDef) -> list[tuple[str, ast.expr | None]]:
    """Every `self.NAME` a class's code stores to, with the value stored when it is one expression bound to it alone
    (`self.dir = mkdtemp()`), else None (`self.dir, self.n = folder, 0`, `self.n += 1`, a loop's or a `with`'s
    target, `setattr(self, "dir", ...)`)."""
    stores: list[tuple[str, ast.expr | None]] = []
    for node in ast.walk(cls):
        if isinstance(node, ast.Assign):
            single = len(node.targets) == 1
            for target in node.targets:
                stores += [(attr, node.value if single and attr_node is target else None)
                           for attr, attr_node in _self_targets(target)]
        elif isinstance(node, ast.AugAssign | ast.AnnAssign | ast.For | ast.AsyncFor):
            stores += [(attr, None) for attr, _ in _self_targets(node.target)]
        elif isinstance(node, ast.withitem) and node.optional_vars is not None:
            stores += [(attr, None) for attr, _ in _self_targets(node.optional_vars)]
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "setattr" \
                and len(node.args) > 1 and isinstance(node.args[1], ast.Constant):
            stores.append((str(node.args[1].value), None))
    return stores


def _self_targets(target: ast.expr) -> list[tuple[str, ast.expr]]:
    """The `self.NAME` stores of an assignment target, unpacked (`self.a, (self.b, x) = ...`)."""
    if isinstance(target, ast.Tuple | ast.List):
        return [found for element in target.elts for found in _self_targets(element)]
    if isinstance(target, ast.Starred):
        return _self_targets(target.value)
    if isinstance(target, ast.Attribute) and isinstance(target.value, ast.Name) and target.value.id == "self":
        return [(target.attr, target)]
    return []


def _foreign_attribute_stores(tree: ast.Module) -> set[str]:
    """Attribute names the module stores to on anything but `self` (`editor.variable = name`)."""
    return {node.attr for node in ast.walk(tree) if isinstance(node, ast.Attribute)
            and isinstance(node.ctx, ast.Store) and not (isinstance(node.value, ast.Name) and node.value.id == "self")}


def _classes(tree: ast.Module) -> list[tuple[str, ast.ClassDef]]:
    """Every class of TREE with its symbol (`Outer.Inner`), nested in classes or not."""
    classes: list[tuple[str, ast.ClassDef]] = []
    stack: list[tuple[str, ast.AST]] = [("", tree)]
    while stack:
        prefix, parent = stack.pop()
        for stmt in getattr(parent, "body", []):
            if isinstance(stmt, ast.ClassDef):
                classes.append((prefix + stmt.name, stmt))
                stack.append((prefix + stmt.name + ".", stmt))
    return classes


def kept_arguments(tree: ast.Module) -> dict[str, frozenset[str]]:
    """Class symbol -> the attributes a method stores a parameter in as it was handed (`self.seen = seen`): what
    they hold is whatever the caller passed."""
    out: dict[str, frozenset[str]] = {}

    def visit(body: list[ast.stmt], prefix: str) -> None:
        for stmt in body:
            if not isinstance(stmt, ast.ClassDef):
                continue
            kept: set[str] = set()
            for method in (m for m in stmt.body if isinstance(m, (ast.FunctionDef, ast.AsyncFunctionDef))):
                params = {a.arg for a in (*method.args.posonlyargs, *method.args.args, *method.args.kwonlyargs)}
                kept.update(target.attr for node in ast.walk(method) if isinstance(node, ast.Assign)
                            and isinstance(node.value, ast.Name) and node.value.id in params
                            for target in node.targets if isinstance(target, ast.Attribute)
                            and isinstance(target.value, ast.Name) and target.value.id == "self")
            out[prefix + stmt.name] = frozenset(kept)
            visit(stmt.body, prefix + stmt.name + ".")

    visit(tree.body, "")
    return out


def module_dicts(tree: ast.Module, counts: Counter) -> dict[str, tuple[dict[str, object], int]]:
    """Module names bound exactly once, at module level, to a dict of constant keys and values."""
    out: dict[str, tuple[dict[str, object], int]] = {}
    for stmt in tree.body:
        target, value = _single_target(stmt)
        if not (isinstance(target, ast.Name) and counts[target.id] == 1 and isinstance(value, ast.Dict)):
            continue
        keys = [k.value for k in value.keys if isinstance(k, ast.Constant) and isinstance(k.value, str)]
        values = [v.value for v in value.values if _is_literal(v)]
        if len(keys) == len(values) == len(value.keys):  # every key a string, every value a literal
            out[target.id] = (dict(zip(keys, values, strict=True)), stmt.lineno)
    return out


def _single_target(stmt: ast.stmt) -> tuple[ast.AST | None, ast.AST | None]:
    if isinstance(stmt, ast.Assign) and len(stmt.targets) == 1:
        return stmt.targets[0], stmt.value
    if isinstance(stmt, ast.AnnAssign) and stmt.value is not None:
        return stmt.target, stmt.value
    return None, None


def _is_literal(node: ast.AST | None) -> TypeGuard[ast.Constant]:
    return isinstance(node, ast.Constant) and isinstance(node.value, _LITERAL_TYPES)


def const_value(node: ast.AST, consts: dict[str, Const]) -> tuple[bool, object, int | None]:
    """(known, value, line of the constant name used) for literal-only expressions."""
    if isinstance(node, ast.Constant) and isinstance(node.value, _LITERAL_TYPES):
        return True, node.value, None
    if isinstance(node, ast.Name) and node.id in consts:
        value, assigned_line = consts[node.id]
        return True, value, assigned_line
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not):
        known, value, line = const_value(node.operand, consts)
        return known, (not value) if known else None, line
    if isinstance(node, ast.BoolOp):
        return _bool_op(node, consts)
    if isinstance(node, ast.Compare) and len(node.ops) == 1 and type(node.ops[0]) in _COMPARE:
        return _compare(node, consts)
    return False, None, None


def _bool_op(node: ast.BoolOp, consts: dict[str, Const]) -> tuple[bool, object, int | None]:
    is_and = isinstance(node.op, ast.And)
    all_known = True
    def_line: int | None = None
    for operand in node.values:
        known, value, line = const_value(operand, consts)
        def_line = def_line or line
        if known and bool(value) is not is_and:
            return True, value, def_line  # short-circuits: False for `and`, True for `or`
        all_known = all_known and known
    return (True, is_and, def_line) if all_known else (False, None, None)


def _compare(node: ast.Compare, consts: dict[str, Const]) -> tuple[bool, object, int | None]:
    left_known, left, line_a = const_value(node.left, consts)
    right_known, right, line_b = const_value(node.comparators[0], consts)
    if not (left_known and right_known):
        return False, None, None
    try:
        return True, _COMPARE[type(node.ops[0])](left, right), line_a or line_b
    except TypeError:
        return False, None, None


def const_truth(node: ast.AST, consts: dict[str, Const]) -> tuple[bool | None, int | None]:
    known, value, line = const_value(node, consts)
    return (bool(value) if known else None), line


@dataclass
class DefInfo:
    """One function or method, with what the module tells about how it is called."""

    node: ast.FunctionDef | ast.AsyncFunctionDef
    symbol: str
    in_class: bool
    pruned: Prune | None
    handler: bool = False
    sources: dict[str, Origin] = field(default_factory=dict)
    request_self: bool = False  # a method of a request-handler class (http.server): self.path is the client's
    form_self: bool = False  # a method of a form class: what its base's clean() returns is the client's
    # parameters a dispatcher hands its handler its own object through (`ctx`), whose message attributes
    # (`ctx.text`, `ctx.args`) are the sender's: name -> the origin each such attribute takes
    message_objects: dict[str, Origin] = field(default_factory=dict)
    cls: str = ""  # the symbol of the class a method belongs to
    verb: bool = False  # a method the framework calls per request with URL captures as its arguments
    controller: bool = False  # a verb only as a public method of a class based on a controller (Pylons, TurboGears)
    cli: bool = False  # a command-line command (click): its parameters are the operator's arguments
    catch_all: bool = False  # runs for any request path: middleware, a hook, a catch-all route
    local_gate: int = 0  # the line of a test at its top that refuses every request but the local user's, or 0
    local_gate_end: int = 0  # the last line of that test's own branch: what it reads there runs for every request
    admin_guard: Guard | None = None  # its guard that admits administrators alone (admin_guards)
    qualified_bases: tuple[str, ...] = ()  # its class's bases as written (`requests.adapters.BaseAdapter`)
    # a method of an HTTP client's transport or authentication class (requests' adapters, httpx's transports):
    # its `request` is the request the program itself sends, not one a client sent it
    outgoing: bool = False
    # a Django edit view's `form_valid(self, form)`: the parameter holding the form bound to the client's submission
    submitted_form: str = ""
    # a route handler's parameters a dependency fills (FastAPI's `Depends(get_settings)`): the application's
    # objects, which no caller of the handler but the framework passes
    injected: set[str] = field(default_factory=set)
    providers: dict[str, ast.expr] = field(default_factory=dict)  # parameter -> the function `Depends()` names
    # parameters of a hook a base class calls on self with a client's values: parameter -> what it hands them
    hooked: dict[str, Fact] = field(default_factory=dict)

    @property
    def bases(self) -> tuple[str, ...]:
        """The last names of its class's bases, for a method (`BaseHandler`)."""
        return tuple(base.rpartition(".")[2] for base in self.qualified_bases)

    @property
    def params(self) -> list[str]:
        return parameter_list(self.node)

    @property
    def is_method(self) -> bool:
        decorators = {dotted_name(d) for d in self.node.decorator_list}
        return self.in_class and "staticmethod" not in decorators


def collect_defs(tree: ast.Module, consts: dict[str, Const], imports: dict[str, str],
                 package: str = "") -> list[DefInfo]:
    """Every function of the module, classified (a route, a CLI command, a framework's verb method) from its
    decorators and parameters. PACKAGE (this module's) tells the project's own decorators from a framework's."""
    out: list[DefInfo] = []
    _walk(tree.body, "", None, None, consts, out)
    packages = frozenset(v.split(".")[0] for v in imports.values())
    _foreign_controllers(out, packages, tree, imports)
    fastapi = bool(packages & {"fastapi", "starlette", "litestar"})
    cli = bool(packages & CLI_PACKAGES)
    injected = _injected_names(tree) if "litestar" in packages else frozenset()
    own = _own_names(tree, package)
    prompt_commands = _prompt_commands(tree, out) if packages & {"cmd", "cmd2"} else frozenset()
    for info in out:
        info.outgoing = any(standard_name(resolve(imports, base)) in CLIENT_TRANSPORT_BASES
                            for base in info.qualified_bases)
        if "tornado" in packages and not info.handler and info.in_class and info.node.name in HANDLER_METHOD_NAMES \
                and any(base.endswith("Handler") for base in info.bases):
            # a verb of a subclass of the project's own BaseHandler (itself a RequestHandler, in another module)
            info.handler = info.verb = True
        if info.node.name in prompt_commands and info.in_class \
                and any(standard_name(resolve(imports, base)) in INTERACTIVE_SHELLS for base in info.qualified_bases):
            info.cli = True  # a command of an interactive shell (cmd.Cmd's `do_shell(line)`): its operator's input
            for name in info.params[1:2]:
                info.sources[name] = Origin(UNTRUSTED, PROMPT_LINE, name, info.node.lineno, local=True, operator=True)
        _classify(info, fastapi, cli, injected, own)
        _entry_params(info, packages)
    return out


def _prompt_commands(tree: ast.Module, defs: list[DefInfo]) -> frozenset[str]:
    """The methods of an interactive shell (`do_<command>`, `default`) that only its prompt calls, with what its
    operator typed: none when the module hands the shell another input than the terminal (`stdin=self.rfile`, a
    shell served over a socket), and not one the module calls itself (`Console().do_shell(request.args["cmd"])`)."""
    served = any(isinstance(node, ast.keyword) and node.arg == "stdin" and dotted_name(node.value) != "sys.stdin"
                 for node in ast.walk(tree))
    if served:
        return frozenset()
    called = {node.func.attr for node in ast.walk(tree)
              if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)}
    return frozenset(info.node.name for info in defs if info.node.name not in called
                     and (info.node.name.startswith("do_") or info.node.name == "default"))


def _own_names(tree: ast.Module, package: str) -> frozenset[str]:
    """Names the module defines at its top level or imports from its own project (a relative import, or one from
    its own top-level package): a decorator so named is the project's (pyLoad's `@expose` marks an addon's API
    methods), not the framework's of the same name."""
    top = package.split(".")[0]
    names = {node.name for node in tree.body if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef))}
    for node in tree.body:
        if isinstance(node, ast.ImportFrom) and (node.level > 0 or top and (node.module or "").split(".")[0] == top):
            names.update(alias.asname or alias.name for alias in node.names)
    return frozenset(names)


def _injected_names(tree: ast.Module) -> frozenset[str]:
    """The parameters Litestar's dependency injection fills (`dependencies = {"repo": Provide(make_repo)}`, or a
    `dependencies=` argument): the project's own objects, not the client's values."""
    names: set[str] = set()
    for node in ast.walk(tree):
        value = None
        if isinstance(node, ast.Assign) and any(isinstance(t, ast.Name) and t.id == "dependencies"
                                                for t in node.targets):
            value = node.value
        elif isinstance(node, ast.keyword) and node.arg == "dependencies":
            value = node.value
        if isinstance(value, ast.Dict):
            names.update(k.value for k in value.keys if isinstance(k, ast.Constant) and isinstance(k.value, str))
    return frozenset(names)


def _entry_params(info: DefInfo, packages: frozenset[str]) -> None:
    """The parameters a platform fills with outside data, when INFO has the shape of one of its entry points
    (a gRPC servicer's method, a Lambda handler, a GraphQL resolver, a bot's message handler)."""
    for entry in ENTRY_POINTS:
        if _entry_matches(info, entry, packages):
            params = info.params
            if entry.every:
                chosen = params[1:] if info.is_method else params
            elif entry.after:
                chosen = params[params.index(entry.after) + 1:] if entry.after in params else []
            else:
                chosen = [name for name in params if name in entry.params]
            for name in chosen:  # over what a shared decorator name made of them (a bot's `@command`: no argv)
                # stored rows keep the database's own label, which decides where they count (STORED_CATEGORIES)
                label = entry.label if entry.label == STORED else f"{entry.label} ({name})"
                info.sources[name] = Origin(UNTRUSTED, label, name, info.node.lineno)
            return


def _entry_matches(info: DefInfo, entry: EntryPoint, packages: frozenset[str]) -> bool:
    node = info.node
    name = node.name
    if entry.modules and not entry.modules & packages:
        return False
    if (entry.names or entry.prefix) and not (name in entry.names or (entry.prefix and name.startswith(entry.prefix))):
        return False
    if entry.bases and not any(base.endswith(suffix) for base in info.bases for suffix in entry.bases):
        return False
    if entry.is_async and not isinstance(node, ast.AsyncFunctionDef):
        return False
    if entry.with_params and not entry.with_params & set(info.params):
        return False
    if entry.unless & set(info.params):
        return False
    if entry.top_level and (info.in_class or "." in info.symbol):
        return False
    params = info.params[1:] if info.is_method else info.params
    if entry.leading and (len(params) < len(entry.leading) or any(
            param not in spelling.split("|") for param, spelling in zip(params, entry.leading, strict=False))):
        return False
    if entry.decorators:
        names = {(dotted_name(d.func if isinstance(d, ast.Call) else d) or "").rpartition(".")[2]
                 for d in node.decorator_list}
        if not names & entry.decorators:
            return False
    return True


def uncalled_private(defs: list[DefInfo], referenced: set[str]) -> dict[str, tuple[int, int]]:
    """symbol -> span of each private top-level function that nothing in its own module can call: it
    is dead if no other file names it either, which only a look at the whole project can tell.
    Methods never qualify: a base class in another module, dynamic dispatch or a framework may call
    them by name; nor does a decorated function, a handler, or any function of a module that looks
    names up at run time, nor a hook a host program calls by name (MODULE_HOOKS)."""
    if "<dynamic>" in referenced:
        return {}
    out: dict[str, tuple[int, int]] = {}
    for info in defs:
        name = info.node.name
        private = name.startswith("_") and not name.startswith("__")
        top_level = not info.in_class and "." not in info.symbol
        if (info.pruned is None and private and top_level and not info.node.decorator_list and not info.handler
                and name not in referenced and name not in MODULE_HOOKS):
            out[info.symbol] = (info.node.lineno, info.node.end_lineno or info.node.lineno)
    return out


def _walk(body, prefix: str, cls: ast.ClassDef | None, pruned: Prune | None, consts, out: list[DefInfo]) -> None:
    for stmt in body:
        if isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef)):
            info = DefInfo(stmt, prefix + stmt.name, cls is not None, pruned)
            if cls is not None:
                info.cls = prefix[:-1]
                info.qualified_bases = tuple(dotted_name(b) or "" for b in cls.bases)
                framework_verb = _handler_method(stmt.name, cls) or _falcon_responder(stmt)
                info.controller = not framework_verb and _controller_action(stmt.name, cls)
                info.handler = info.verb = framework_verb or info.controller
                kwargs = stmt.args.kwarg
                if stmt.name in ERROR_HANDLER_METHODS and kwargs is not None and _base_matches(cls, HANDLER_BASES):
                    info.handler = True  # Tornado's write_error: the exception is in kwargs["exc_info"]
                    info.sources[kwargs.arg] = Origin(UNTRUSTED, f"{ERROR_LABEL} ({kwargs.arg})", kwargs.arg,
                                                      stmt.lineno)
                info.request_self = _base_matches(cls, _HTTP_SERVER_BASES)
                if stmt.name in FORM_VIEW_METHODS and len(stmt.args.args) > 1 and _base_matches(cls, FORM_VIEW_BASES):
                    info.submitted_form = stmt.args.args[1].arg
                info.form_self = any((dotted_name(b) or "").rpartition(".")[2].endswith(FORM_BASE_SUFFIX)
                                     for b in cls.bases)
            out.append(info)
            _walk(stmt.body, info.symbol + ".", None, pruned, consts, out)
        elif isinstance(stmt, ast.ClassDef):
            _walk(stmt.body, f"{prefix}{stmt.name}.", stmt, pruned, consts, out)
        elif isinstance(stmt, (ast.If, ast.While)):
            truth, def_line = const_truth(stmt.test, consts)
            dead = Prune("constant condition", stmt.lineno, def_line)
            _walk(stmt.body, prefix, cls, pruned or (dead if truth is False else None), consts, out)
            _walk(stmt.orelse, prefix, cls, pruned or (dead if truth is True else None), consts, out)
        else:
            for name in _STATEMENT_LISTS:
                _walk(getattr(stmt, name, None) or [], prefix, cls, pruned, consts, out)
            for handler in getattr(stmt, "handlers", None) or []:
                _walk(handler.body, prefix, cls, pruned, consts, out)


_HTTP_SERVER_BASES = FRAMEWORKS["http.server"].handler_bases
EXPOSE_DECORATORS = FRAMEWORKS["cherrypy"].decorators
_CONTROLLER_BASES = FRAMEWORKS["pylons"].handler_bases


def _base_matches(cls: ast.ClassDef, fragments: tuple[str, ...]) -> bool:
    names = [dotted_name(b) or "" for b in cls.bases]
    return any(key in name for name in names for key in fragments)


def _falcon_responder(node: ast.FunctionDef | ast.AsyncFunctionDef) -> bool:
    """NODE is a Falcon responder: a Falcon resource is any class, its base `object` or none, and its responders
    are named for a verb (`on_get`, `on_get_item` for a suffixed route) and take the request and the response after
    self, then the URL's fields."""
    params = [arg.arg for arg in node.args.args]
    return node.name.startswith("on_") and bool(_TAKES_CAPTURES.match(node.name)) and params[1:3] == ["req", "resp"]


def _handler_method(name: str, cls: ast.ClassDef) -> bool:
    """A method the framework calls for a request: a verb of a view/handler class, or an upper-case verb of a web.py
    class (a public action of a controller is _controller_action's)."""
    if name in HANDLER_METHOD_NAMES and _base_matches(cls, HANDLER_BASES):
        return True
    return name in PLAIN_HANDLER_METHODS


def _controller_action(name: str, cls: ast.ClassDef) -> bool:
    """A public method of a class whose base is named for a controller (Pylons' `BaseController`, TurboGears'
    `TGController`): an action the dispatcher calls with the URL's parts. See _foreign_controllers."""
    return not name.startswith("_") and _base_matches(cls, _CONTROLLER_BASES)


# The packages a Pylons or TurboGears controller's module imports from (the request, the response, the
# dispatcher's decorators), and the controller bases those frameworks and their projects' templates name.
_CONTROLLER_PACKAGES = frozenset({"pylons", "tg", "turbogears", "webob", "routes", "formencode", "paste", "pecan"})
_CONTROLLER_NAMES = frozenset({"Controller", "BaseController", "WSGIController", "TGController", "RestController",
                               "ObjectDispatchController", "DecoratedController"})


def _foreign_controllers(infos: list[DefInfo], packages: frozenset[str], tree: ast.Module,
                         imports: dict[str, str]) -> None:
    """A class named like `WorkerController` or `NodeController` in a module that imports no web framework is a
    controller of something else (a process, a device): its methods take no URL. A base a framework names
    (`BaseController`) still makes the methods actions, wherever the module's request comes from, unless the
    module defines that base itself, at its top level, on no framework's controller (stem's
    `Controller(BaseController)` of Tor)."""
    if packages & _CONTROLLER_PACKAGES:
        return
    own = {node.name: node for node in tree.body if isinstance(node, ast.ClassDef)}
    for info in infos:
        if info.controller and not any(_framework_controller(base, own, imports) for base in info.qualified_bases):
            info.handler = info.verb = info.controller = False


def _framework_controller(base: str, own: dict[str, ast.ClassDef], imports: dict[str, str],
                          seen: frozenset[str] = frozenset()) -> bool:
    """Whether BASE (a base as written: `BaseController`, `base.BaseController`, an imported alias) is a framework's
    controller: named like one (through the import that binds it), or the module's own top-level class derived from
    one. A base the module does not define is taken at its name, as before."""
    cls = own.get(base) if "." not in base and base not in seen else None
    if cls is None:
        return resolve(imports, base).rpartition(".")[2] in _CONTROLLER_NAMES
    return any(_framework_controller(dotted_name(b) or "", own, imports, seen | {base}) for b in cls.bases)


def _classify(info: DefInfo, fastapi: bool, cli: bool = True, injected: frozenset[str] = frozenset(),
              own: frozenset[str] = frozenset()) -> None:
    """What kind of entry point INFO is, from its decorators and parameters. CLI: the module imports a
    command-line package (click, typer), so a `@command` decorator is that package's, not a chat bot's own
    registry of the same name. OWN: names the project itself defines, whose bare decorators are its own."""
    for decorator in info.node.decorator_list:
        if not isinstance(decorator, ast.Call):
            dotted = dotted_name(decorator) or ""
            bare = dotted.rsplit(".", 1)[-1]
            if dotted in own:
                continue
            if bare in EXPOSE_DECORATORS:  # CherryPy's @expose: the query's parameters are the arguments
                info.handler = info.verb = True
            elif bare in ROUTE_DECORATORS:
                info.handler = True
            continue
        if cli and (dotted_name(decorator.func) or "").rsplit(".", 1)[-1] in CLI_DECORATORS:
            info.cli = True
            continue
        if (dotted_name(decorator.func) or "").rsplit(".", 1)[-1] in ERROR_HANDLER_DECORATORS and info.params:
            info.handler = True
            error = info.params[-1]  # Flask's (error), FastAPI's (request, exc)
            info.sources[error] = Origin(UNTRUSTED, f"{ERROR_LABEL} ({error})", error, decorator.lineno)
            continue
        name = dotted_name(decorator.func) or ""
        if name.rsplit(".", 1)[-1] not in ROUTE_DECORATORS:
            continue
        info.handler = True
        if fastapi:
            _fastapi_params(info, injected)
            if decorator.args and isinstance(decorator.args[0], ast.Constant) and isinstance(decorator.args[0].value,
                                                                                             str):
                _segment_path_params(info, decorator.args[0].value)
        elif decorator.args and isinstance(decorator.args[0], ast.Constant):
            _route_params(info, decorator, str(decorator.args[0].value))
            if any(keyword.arg == "unquote" for keyword in decorator.keywords):
                _decoded_after_matching(info)  # Sanic's `unquote=True`: "%2F" in a capture becomes "/"
    if "request" in info.params[:2] or {"environ", "start_response"} <= set(info.params):
        info.handler = True  # a view taking the request, or a WSGI application
    info.catch_all = _catch_all(info)
    gate = local_gate(info.node) if info.handler or info.verb else None
    if gate is not None:
        # the end of the test's own branch (its `else` runs only for the local user)
        info.local_gate, info.local_gate_end = gate.lineno, gate.body[-1].end_lineno or gate.lineno
    if info.handler or info.verb:
        info.admin_guard = admin_guard(info.node, dotted_name,
                                       lambda stmt: ends_branch(stmt, dotted_name, loops=False, enders=("abort",)),
                                       _route_decorator)
    if info.verb and not any(_route_decorator(d) for d in info.node.decorator_list):
        _url_params(info)  # unless a route's pattern names them: a tool's decorator (`json_out()`) changes nothing
    if info.cli:
        _cli_params(info)


def _route_decorator(decorator: ast.expr) -> bool:
    """DECORATOR registers its function as a route (`@app.route(...)`, `@router.post(...)`)."""
    return isinstance(decorator, ast.Call) \
        and (dotted_name(decorator.func) or "").rsplit(".", 1)[-1] in ROUTE_DECORATORS


def local_gate(node: ast.FunctionDef | ast.AsyncFunctionDef) -> ast.If | None:
    """The test among NODE's own statements (not nested in another) that ends the request with a return,
    a raise or an `abort(...)` unless only the local user can be asking: the server runs in a local mode
    (gns3-server's `if config.getboolean("local", False) is False: response.set_status(403); return`), or the
    client's address is a loopback one (`if request.remote_addr not in ("127.0.0.1", "::1"): abort(403)`). What the
    request carries past it is the person at this machine's, who could open, fetch or visit anything directly."""
    for stmt in node.body:
        if isinstance(stmt, ast.If) and stmt.body \
                and ends_branch(stmt.body[-1], dotted_name, loops=False, enders=("abort",)) \
                and (_local_mode_off(stmt.test) or _remote_not_loopback(stmt.test)):
            return stmt
    return None


# A setting that says a server serves only its own machine's user.
_LOCAL_SETTING = re.compile(r"^(local|local_only|localhost_only|local_mode|only_local)$", re.IGNORECASE)
# The client's address, as frameworks spell it.
_REMOTE_ADDRESS = re.compile(r"remote_addr|REMOTE_ADDR|\.remote$|remote_ip|client\.host|peername")


def ends_branch(stmt: ast.stmt | None, callee: Callable[[ast.expr], str | None], loops: bool = True,
                enders: tuple[str, ...] = ("abort", "exit")) -> bool:
    """Whether STMT leaves the branch it ends: a return or a raise (and, in a loop, a `continue` or `break` unless
    not LOOPS), or a call named one of ENDERS, which raises or exits (`abort(403)`, `flask.abort(403)`,
    `sys.exit(1)`); CALLEE names the call."""
    if isinstance(stmt, ast.Return | ast.Raise) or loops and isinstance(stmt, ast.Continue | ast.Break):
        return True
    return isinstance(stmt, ast.Expr) and isinstance(stmt.value, ast.Call) \
        and (callee(stmt.value.func) or "").rsplit(".", 1)[-1] in enders


def _local_mode_off(test: ast.expr) -> bool:
    """`not S`, `S is False` or `S == False`, where S reads a setting named for local mode (`getboolean("local")`,
    `settings["local_only"]`, `config.local`)."""
    if isinstance(test, ast.UnaryOp) and isinstance(test.op, ast.Not):
        setting = test.operand
    elif isinstance(test, ast.Compare) and len(test.ops) == 1 and isinstance(test.ops[0], ast.Is | ast.Eq) \
            and isinstance(test.comparators[0], ast.Constant) and test.comparators[0].value is False:
        setting = test.left
    else:
        return False
    return any(isinstance(node, ast.Constant) and isinstance(node.value, str) and _LOCAL_SETTING.match(node.value)
               or isinstance(node, ast.Attribute) and _LOCAL_SETTING.match(node.attr)
               for node in ast.walk(setting))


def _remote_not_loopback(test: ast.expr) -> bool:
    """`ADDR not in ("127.0.0.1", "::1")` or `ADDR != "127.0.0.1"`, where ADDR is the client's address."""
    if not (isinstance(test, ast.Compare) and len(test.ops) == 1 and isinstance(test.ops[0], ast.NotIn | ast.NotEq)):
        return False
    if not _REMOTE_ADDRESS.search(ast.unparse(test.left)):
        return False
    right = test.comparators[0]
    values = right.elts if isinstance(right, ast.Tuple | ast.List | ast.Set) else [right]
    texts = [v.value for v in values if isinstance(v, ast.Constant) and isinstance(v.value, str)]
    return bool(texts) and len(texts) == len(values) and set(texts) <= LOOPBACK_HOSTS


def _catch_all(info: DefInfo) -> bool:
    """Code that runs for any request path, so the path it reads may be anything the client sends."""
    if info.node.name in CATCH_ALL_METHODS or {"environ", "start_response"} <= set(info.params):
        return True
    for decorator in info.node.decorator_list:
        func = decorator.func if isinstance(decorator, ast.Call) else decorator
        if (dotted_name(func) or "").rsplit(".", 1)[-1] in CATCH_ALL_DECORATORS:
            return True
        args = decorator.args if isinstance(decorator, ast.Call) else []
        if args and isinstance(args[0], ast.Constant) and CATCH_ALL_ROUTE.search(str(args[0].value)) \
                and not _FIXED_FIRST_SEGMENT.match(str(args[0].value)):
            return True
    return False


# A route pattern whose first path segment is written out (`/files/<path:p>`, `^/static/(.*)`, or a regular
# expression converter's own start, `/<regex("panoramix\/.*"):url>`): every path it matches starts with that
# segment, so a redirect to the request's own path stays on this site, whatever follows.
_FIXED_FIRST_SEGMENT = re.compile(r"""^\^?/?(<regex\(["']\^?)?[\w.-]+(/|\\/)""")


def _route_params(info: DefInfo, decorator: ast.Call, pattern: str) -> None:
    """Parameters a route pattern fills from the URL: Flask `<int:id>`, Bottle `<id:int>` or `:id`."""
    for match in _ROUTE_PARAM.finditer(pattern):
        first, second = match.group(1), match.group(2)
        name, converter = (second, first) if second in info.params else (first, second)
        if converter in SAFE_ROUTE_CONVERTERS or name not in info.params:
            continue
        segment = (ONE_SEGMENT,) if (converter or "") in SEGMENT_CONVERTERS else ()  # `<name>`: no "/" in it
        info.sources[name] = Origin(UNTRUSTED, f"route parameter {name}", match.group(0), decorator.lineno,
                                    cleared=segment)
    for match in _OLD_ROUTE_PARAM.finditer(pattern):  # Bottle's `:name`, one segment
        if match.group(1) in info.params:
            info.sources[match.group(1)] = Origin(UNTRUSTED, f"route parameter {match.group(1)}", match.group(0),
                                                  decorator.lineno, cleared=(ONE_SEGMENT,))


def _decoded_after_matching(info: DefInfo) -> None:
    """A route that decodes its captures after matching them: none of them holds one segment only."""
    for name, origin in list(info.sources.items()):
        if ONE_SEGMENT in origin.cleared:
            info.sources[name] = origin._replace(cleared=tuple(c for c in origin.cleared if c != ONE_SEGMENT))


def _segment_path_params(info: DefInfo, pattern: str) -> None:
    """A FastAPI or Starlette route's `{name}` captures (not `{name:path}`) hold one segment of the decoded path."""
    for match in _BRACE_PARAM.finditer(pattern):
        origin = info.sources.get(match.group(1))
        if origin is not None and (match.group(2) or "str") == "str":
            info.sources[match.group(1)] = cleared_origin(origin, (ONE_SEGMENT,))


def _url_params(info: DefInfo) -> None:
    """A handler method's own arguments (after self and the request) are captures from the URL."""
    for name in info.params[1:]:
        if name not in FRAMEWORK_ARGS and name not in info.sources:
            info.sources[name] = Origin(UNTRUSTED, f"URL parameter {name}", name, info.node.lineno)


def _cli_params(info: DefInfo) -> None:
    """A click command's arguments come from the command line: the operator's input."""
    for name in info.params:
        if name not in info.sources and name not in ("self", "ctx"):
            info.sources[name] = Origin(UNTRUSTED, f"command-line argument {name}", name, info.node.lineno,
                                        local=True, operator=True)


def _fastapi_params(info: DefInfo, injected: frozenset[str] = frozenset()) -> None:
    """A FastAPI or Litestar handler's parameters are the request's (query, path, body), but for those
    a dependency fills (`Depends(...)`, or a Litestar dependency by name: INJECTED) and safe types."""
    for arg, default in parameter_defaults(info.node.args):
        annotation = dotted_name(arg.annotation) if arg.annotation is not None else None
        depends = isinstance(default, ast.Call) and (dotted_name(default.func) or "").endswith("Depends")
        if depends or arg.arg in injected:
            info.injected.add(arg.arg)
        if depends and isinstance(default, ast.Call) and default.args:
            info.providers[arg.arg] = default.args[0]
        if arg.arg in ("self", "cls", "request") or annotation in SAFE_ANNOTATIONS or depends or arg.arg in injected \
                or _literal_choices(arg.annotation):
            continue
        info.sources[arg.arg] = Origin(UNTRUSTED, f"request parameter {arg.arg}", arg.arg, arg.lineno)


def _literal_choices(annotation: ast.expr | None) -> bool:
    """`Literal["amount", "ts"]` (also `Optional[Literal[...]]`): the framework rejects any other value before the
    handler runs, so the parameter holds one of the constants written there."""
    if isinstance(annotation, ast.Subscript) and (dotted_name(annotation.value) or "").rsplit(".", 1)[-1] == "Optional":
        annotation = annotation.slice
    if not (isinstance(annotation, ast.Subscript) and (dotted_name(annotation.value) or "").rsplit(".", 1)[-1]
            == "Literal"):
        return False
    choices = annotation.slice.elts if isinstance(annotation.slice, ast.Tuple) else [annotation.slice]
    return all(isinstance(choice, ast.Constant) for choice in choices)


# The labels of a handler's parameters that a URL's captures fill, and the methods of a handler class the
# framework hands them to: an HTTP verb (Tornado, Django's class views, Flask's MethodView), Falcon's responders
# (`on_get`, `on_get_item`), a Tornado WebSocket's `open`. Its other methods get other data.
_CAPTURE_LABELS = ("URL parameter ", "route parameter ")
_TAKES_CAPTURES = re.compile(r"^(?:on_)?(?:get|post|put|patch|delete|head|options)(?:_\w+)?$|^open$")
Captures = dict[CaptureKey, tuple[str, ...]]


def route_captures(defs: list[DefInfo], routes: Callable[[str], tuple[tuple[str, Registration], ...]]) -> \
        dict[str, Captures]:
    """What the routes registered for each handler of DEFS (ROUTES: a handler's last name -> its registrations,
    anywhere in the project) let its URL captures hold: each parameter a capture fills is cleared for the
    categories no value its pattern matches can harm (`/rooms/([a-z0-9_-]+)`: no markup, no shell syntax, no
    path separator). A capture counts only as every registration of the handler that captures it allows.
    Returns, per handler symbol, the captures by name and position, for the mappings its code reads them from."""
    out: dict[str, Captures] = {}
    for info in defs:
        if not (info.handler or info.verb):
            continue
        if not info.in_class and info.params[:1] == ["request"] and len(info.params) > 1:
            _routed_view_params(info, [registration for _, registration in routes(info.node.name)])
        captured = {name: origin for name, origin in info.sources.items() if origin.label.startswith(_CAPTURE_LABELS)}
        if not captured and not _reads_capture_mapping(info.node):
            continue
        if info.in_class and not _TAKES_CAPTURES.match(info.node.name):
            continue  # a WebSocket's `on_message(self, raw)` gets a message, not the URL's captures
        handler = info.cls.rpartition(".")[2] if info.in_class and info.cls else info.node.name
        cleared = _cleared_captures([registration for _, registration in routes(handler)])
        if not cleared:
            continue
        out[info.symbol] = cleared
        positional = info.params[1:]  # after `self`, or the request a view takes first
        for name, origin in captured.items():
            categories = cleared.get(name) or (cleared.get(positional.index(name), ())
                                                if name in positional else ())
            if categories:
                info.sources[name] = cleared_origin(origin, categories)
    return out


def _routed_view_params(info: DefInfo, found: list[Registration]) -> None:
    """A view function's parameters after the request that a route registered for it captures (Django's
    `path("samples/<str:barcode>/", views.sample_detail)`, by name or by a group's position): the URL fills them.
    Only those a route names: a helper taking the request and an object its caller looked up gets no URL's."""
    positional = info.params[1:]
    for registration in found:
        for key in (*(key for key, _ in registration.cleared), *registration.open):
            name = key if isinstance(key, str) else positional[key] if key < len(positional) else None
            if name in positional and name not in info.sources and name not in FRAMEWORK_ARGS:
                info.sources[name] = Origin(UNTRUSTED, f"URL parameter {name}", name, info.node.lineno)


def _cleared_captures(found: list[Registration]) -> Captures:
    """Each capture -> the categories every registration that captures it clears it for."""
    out: dict[CaptureKey, set[str]] = {}
    for registration in found:
        for key, categories in registration.cleared:
            out[key] = out[key] & set(categories) if key in out else set(categories)
    # A registration that captures the key but clears it for nothing is not in `cleared` (see registrations):
    # it must still count, so keys some registration of the handler leaves open are dropped.
    open_keys = {key for registration in found for key in registration.open}
    return {key: tuple(sorted(categories)) for key, categories in out.items() if categories and key not in open_keys}


def _reads_capture_mapping(node: ast.AST) -> bool:
    return any(isinstance(child, ast.Attribute) and child.attr in CAPTURE_MAPPINGS for child in ast.walk(node))
