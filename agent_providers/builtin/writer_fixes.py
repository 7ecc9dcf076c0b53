"""The builtin writer's mechanical fixes, as LibCST rewrites of the one call a ticket cites.

Each fix either returns the new module text with a one-line summary, or raises `NoFix`
with the reason a person is needed. It never edits more than the cited call (plus the
imports that call needs), and never guesses: a shape it does not know is a `NoFix`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

import libcst as cst
from libcst.codemod import CodemodContext
from libcst.codemod.visitors import AddImportsVisitor, RemoveImportsVisitor
from libcst.helpers import get_full_name_for_node
from libcst.metadata import MetadataWrapper, PositionProvider

from agent_providers.builtin import writer_shell, writer_sql
from agent_providers.builtin.writer_templates import pieces

# Why some classes have no mechanical fix: said plainly, never pretended away.
NO_MECHANICAL_FIX = {
    "weak-hash": "changing the hash algorithm changes every stored or compared digest; it needs a data migration "
                 "that a person must plan",
    "path-traversal": "confining a path needs a decision about the allowed root and what to answer when a name "
                      "escapes it",
    "open-redirect": "a safe redirect needs an allowlist of hosts or paths that only the owners know",
    "ssrf": "an outbound URL needs an allowlist of hosts that only the owners know",
    "hardcoded-secret": "a secret must move to configuration and be rotated; editing code cannot do that",
    "xpath-injection": "XPath variables need the query rewritten by hand",
    "ldap-injection": "LDAP filters need escaping decided per attribute",
    "template-injection": "a template built from input needs the template and its data separated by hand",
}
_PICKLE_LIKE = ("pickle", "cPickle", "marshal", "shelve", "dill", "jsonpickle")


class NoFix(Exception):
    """No mechanical fix exists for this finding; the message is the reason, for the ticket."""


@dataclass(frozen=True)
class Edit:
    code: str
    summary: str
    caveat: str = ""


@dataclass
class Site:
    """The module, the cited lines, and the calls on them with their import-resolved names."""

    module: cst.Module
    calls: list[tuple[str, cst.Call]]
    project_texts: Iterable[str]
    context: CodemodContext

    def call(self, wanted: Callable[[str], bool], what: str) -> tuple[str, cst.Call]:
        for name, node in self.calls:
            if wanted(name):
                return name, node
        raise NoFix(f"no {what} call is on the cited lines any more")

    replacements: dict[cst.CSTNode, cst.CSTNode | cst.FlattenSentinel] = field(default_factory=dict)

    def replace(self, old: cst.CSTNode, new: cst.CSTNode | cst.FlattenSentinel) -> None:
        """Queue OLD -> NEW; every replacement is applied in one pass, so node identities stay valid."""
        self.replacements[old] = new

    def need_import(self, module: str) -> None:
        AddImportsVisitor.add_needed_import(self.context, module)

    def drop_if_unused(self, module: str) -> None:
        RemoveImportsVisitor.remove_unused_import(self.context, module)

    def finish(self) -> str:
        module = self.module.visit(_Replacer(self.replacements))
        module = AddImportsVisitor(self.context).transform_module(module)
        return RemoveImportsVisitor(self.context).transform_module(module).code


class _Replacer(cst.CSTTransformer):
    def __init__(self, replacements: dict) -> None:
        super().__init__()
        self.replacements = replacements

    def on_leave(self, original_node, updated_node):
        return self.replacements.get(original_node, updated_node)


def fix(source: str, category: str, lines: tuple[int, int], project_texts: Iterable[str] = ()) -> Edit:
    """Fix the CATEGORY finding on LINES of SOURCE, or raise NoFix with the reason."""
    if category in NO_MECHANICAL_FIX:
        raise NoFix(f"{category}: {NO_MECHANICAL_FIX[category]}")
    handler = FIXES.get(category)
    if handler is None:
        raise NoFix(f"the builtin writer has no mechanical fix for {category} findings")
    try:
        module = cst.parse_module(source)
    except cst.ParserSyntaxError as error:
        raise NoFix(f"the file does not parse ({error.message})") from None
    site = _site(module, lines, project_texts)
    summary, caveat = handler(site)
    return Edit(code=site.finish(), summary=summary, caveat=caveat)


def _site(module: cst.Module, lines: tuple[int, int], project_texts: Iterable[str]) -> Site:
    wrapper = MetadataWrapper(module, unsafe_skip_copy=True)
    positions = wrapper.resolve(PositionProvider)
    aliases = _aliases(module)
    calls = []
    for node, where in positions.items():
        if isinstance(node, cst.Call) and lines[0] <= where.start.line <= lines[1]:
            name = get_full_name_for_node(node.func) or ""
            head, _, rest = name.partition(".")
            calls.append((aliases.get(head, head) + ("." + rest if rest else ""), node))
    calls.sort(key=lambda item: (positions[item[1]].start.line, positions[item[1]].start.column))
    return Site(module=module, calls=calls, project_texts=project_texts, context=CodemodContext())


def _aliases(module: cst.Module) -> dict[str, str]:
    """Local name -> dotted origin for the module's top-level imports."""
    names: dict[str, str] = {}
    for statement in module.body:
        if not isinstance(statement, cst.SimpleStatementLine):
            continue
        for small in statement.body:
            if isinstance(small, cst.Import):
                for alias in small.names:
                    full, as_name = alias.evaluated_name, alias.evaluated_alias
                    local = as_name if as_name is not None else full.split(".")[0]
                    names[local] = full if as_name is not None else local
            elif isinstance(small, cst.ImportFrom) and not isinstance(small.names, cst.ImportStar) and small.module:
                origin = get_full_name_for_node(small.module) or ""
                for alias in small.names:
                    name, as_name = alias.evaluated_name, alias.evaluated_alias
                    names[as_name if as_name is not None else name] = f"{origin}.{name}"
    return names


def _keyword(call: cst.Call, name: str) -> cst.Arg | None:
    return next((arg for arg in call.args if arg.keyword and arg.keyword.value == name), None)


def _without_keywords(call: cst.Call, *names: str) -> list[cst.Arg]:
    kept = [arg for arg in call.args if not (arg.keyword and arg.keyword.value in names)]
    if kept:
        kept[-1] = kept[-1].with_changes(comma=cst.MaybeSentinel.DEFAULT)
    return kept


def _is_true(node: cst.BaseExpression) -> bool:
    return isinstance(node, cst.Name) and node.value == "True"


# --- deserialisation ----------------------------------------------------------------------

_YAML_SAFE = {"load": "safe_load", "load_all": "safe_load_all", "unsafe_load": "safe_load",
              "unsafe_load_all": "safe_load_all", "full_load": "safe_load", "full_load_all": "safe_load_all"}


def fix_deserialization(site: Site) -> tuple[str, str]:
    name, call = site.call(lambda n: n.startswith(("yaml.", "torch.")) or n.split(".")[0] in _PICKLE_LIKE,
                           "deserialisation")
    module, _, function = name.rpartition(".")
    if module == "yaml" and function in _YAML_SAFE and isinstance(call.func, cst.Attribute):
        safe = _YAML_SAFE[function]
        site.replace(call, call.with_changes(func=call.func.with_changes(attr=cst.Name(safe)),
                                             args=_without_keywords(call, "Loader")))
        return f"{name}() -> yaml.{safe}(), which builds only plain data", ""
    if name == "torch.load":
        flag = cst.Arg(keyword=cst.Name("weights_only"), value=cst.Name("True"),
                       equal=cst.AssignEqual(cst.SimpleWhitespace(""), cst.SimpleWhitespace("")))
        site.replace(call, call.with_changes(args=[*_without_keywords(call, "weights_only"), flag]))
        return "torch.load() now passes weights_only=True", ""
    raise NoFix(f"{name}() has no drop-in safe replacement: the stored format must change on both the writing "
                "and the reading side (e.g. to JSON), which a person must decide")


# --- weak random ---------------------------------------------------------------------------

_SECRETS_DIRECT = {"choice": "choice", "getrandbits": "randbits"}


def fix_weak_random(site: Site) -> tuple[str, str]:
    site.call(lambda n: n.startswith("random."), "random")  # at least one, or NoFix
    done = []
    for name, call in [(n, c) for n, c in site.calls if n.startswith("random.")]:
        new_func = _secrets_for(name.split(".", 1)[1], call)
        site.replace(call, call.with_changes(func=new_func))
        done.append(f"{name}() -> {cst.Module(body=[]).code_for_node(new_func)}()")
    site.need_import("secrets")
    site.drop_if_unused("random")
    return "; ".join(done) + ", drawn from the operating system's CSPRNG", ""


def _secrets_for(function: str, call: cst.Call) -> cst.BaseExpression:
    if function in _SECRETS_DIRECT:
        return cst.Attribute(cst.Name("secrets"), cst.Name(_SECRETS_DIRECT[function]))
    if function == "randrange" and len(call.args) == 1 and not call.args[0].keyword:
        return cst.Attribute(cst.Name("secrets"), cst.Name("randbelow"))
    if function in ("seed", "getstate", "setstate", "Random"):
        raise NoFix(f"random.{function}() has no cryptographic counterpart; the code relies on a seeded generator")
    system = cst.Call(func=cst.Attribute(cst.Name("secrets"), cst.Name("SystemRandom")))
    return cst.Attribute(system, cst.Name(function))


# --- temporary files -------------------------------------------------------------------------

def fix_mktemp(site: Site) -> tuple[str, str]:
    name, call = site.call(lambda n: n in ("tempfile.mktemp", "os.tempnam", "os.tmpnam"), "mktemp")
    if name != "tempfile.mktemp":
        raise NoFix(f"{name}() has no mechanical replacement here")
    statement = _simple_assignment(site.module, call)
    if statement is None:
        raise NoFix("tempfile.mktemp() is not the whole right-hand side of `name = ...`, so the file "
                    "descriptor from mkstemp() has nowhere to go")
    line, assign = statement
    target = assign.targets[0].target
    descriptor = cst.Name(f"_{target.value}_fd" if isinstance(target, cst.Name) else "_fd")
    new_call = call.with_changes(func=call.func.with_changes(attr=cst.Name("mkstemp")))
    pair = cst.Tuple(elements=[cst.Element(descriptor), cst.Element(target)], lpar=[], rpar=[])
    opened = line.with_changes(body=[assign.with_changes(targets=[cst.AssignTarget(pair)], value=new_call)])
    close = cst.SimpleStatementLine(body=[cst.Expr(cst.Call(
        func=cst.Attribute(cst.Name("os"), cst.Name("close")), args=[cst.Arg(descriptor)]))])
    site.replace(line, cst.FlattenSentinel([opened, close]))
    site.need_import("os")
    return ("tempfile.mktemp() -> tempfile.mkstemp(), which creates the file atomically (mode 0600) "
            "before anyone else can", "the file now exists when the name is returned")


def _simple_assignment(module: cst.Module, call: cst.Call) -> tuple[cst.SimpleStatementLine, cst.Assign] | None:
    found: list[tuple[cst.SimpleStatementLine, cst.Assign]] = []

    class Finder(cst.CSTVisitor):
        def visit_SimpleStatementLine(self, node: cst.SimpleStatementLine) -> None:
            for small in node.body:
                if (isinstance(small, cst.Assign) and small.value is call and len(small.targets) == 1
                        and isinstance(small.targets[0].target, (cst.Name, cst.Attribute))):
                    found.append((node, small))

    module.visit(Finder())
    return found[0] if found and len(found[0][0].body) == 1 else None


# --- SQL ---------------------------------------------------------------------------------------

def fix_sql(site: Site) -> tuple[str, str]:
    name, call = site.call(lambda n: n.rsplit(".", 1)[-1] in ("execute", "executemany", "executescript"),
                           "execute")
    if name.endswith("executescript"):
        raise NoFix("executescript() cannot take parameters; the statements must be split by hand")
    positional = [arg for arg in call.args if not arg.keyword]
    if len(call.args) != 1 or len(positional) != 1:
        raise NoFix("the execute() call already passes parameters or keywords; it needs a person to merge them")
    parts = pieces(positional[0].value)
    if parts is None or all(isinstance(part, str) for part in parts):
        raise NoFix("the query is not built on the cited line (or not by %, + or an f-string), so there is "
                    "nothing to take apart mechanically")
    try:
        style = writer_sql.paramstyle(site.module.code, site.project_texts)
        query, params = writer_sql.parameterise(parts, style)
    except writer_sql.NotParameterisable as error:
        raise NoFix(str(error)) from None
    new_args = [cst.Arg(query), cst.Arg(writer_sql.params_tuple(params))]
    site.replace(call, call.with_changes(args=new_args))
    mark = writer_sql.PLACEHOLDER[style]
    return f"{name}() now takes a constant query with {len(params)} {mark} placeholder(s) and a params tuple", ""


# --- shell commands ------------------------------------------------------------------------------

_SUBPROCESS = ("subprocess.call", "subprocess.run", "subprocess.check_call", "subprocess.check_output",
               "subprocess.Popen", "subprocess.getoutput", "subprocess.getstatusoutput")


def fix_shell(site: Site) -> tuple[str, str]:
    name, call = site.call(lambda n: n in _SUBPROCESS or n in ("os.system", "os.popen"), "shell command")
    if name in ("subprocess.getoutput", "subprocess.getstatusoutput", "os.popen"):
        raise NoFix(f"{name}() always runs a shell; replacing it changes how output is returned")
    command = next((arg for arg in call.args if not arg.keyword), None)
    if command is None:
        raise NoFix(f"{name}() is not given the command as its first argument")
    if name.startswith("subprocess."):
        shell = _keyword(call, "shell")
        if shell is None or not _is_true(shell.value):
            raise NoFix("the call does not pass shell=True literally; the shell use is decided elsewhere")
    elif not _result_unused(site.module, call):
        raise NoFix("os.system() returns a wait status and the code uses it; subprocess returns an exit code, "
                    "so the caller's arithmetic would change meaning")
    parts = pieces(command.value)
    if parts is None:
        raise NoFix("the command string is built elsewhere (not by %, + or an f-string on the cited line), so "
                    "it cannot be split into arguments mechanically")
    formatted = not (isinstance(command.value, cst.BinaryOperation) and isinstance(command.value.operator, cst.Add))
    try:
        words = writer_shell.argv(parts, formatted)
    except writer_shell.NotSplittable as error:
        raise NoFix(str(error)) from None
    rest = [arg for arg in call.args if arg is not command and not (arg.keyword and arg.keyword.value == "shell")]
    new_args = [cst.Arg(writer_shell.argv_list(words)), *rest]
    new_args[-1] = new_args[-1].with_changes(comma=cst.MaybeSentinel.DEFAULT)
    func = call.func if name.startswith("subprocess.") else cst.Attribute(cst.Name("subprocess"), cst.Name("call"))
    site.replace(call, call.with_changes(func=func, args=new_args))
    if name == "os.system":
        site.need_import("subprocess")
        site.drop_if_unused("os")
    for quoting in ("shlex", "pipes"):  # quote() calls that were unwrapped may leave the import unused
        site.drop_if_unused(quoting)
    shown = "subprocess.call" if name == "os.system" else name
    return f"{name}(<shell string>) -> {shown}([{len(words)} arguments]) with no shell", ""


def _result_unused(module: cst.Module, call: cst.Call) -> bool:
    found = []

    class Finder(cst.CSTVisitor):
        def visit_Expr(self, node: cst.Expr) -> None:
            if node.value is call:
                found.append(node)

    module.visit(Finder())
    return bool(found)


# --- eval ------------------------------------------------------------------------------------------

def fix_eval(site: Site) -> tuple[str, str]:
    name, call = site.call(lambda n: n in ("eval", "exec", "builtins.eval", "builtins.exec"), "eval/exec")
    if name.endswith("exec"):
        raise NoFix("exec() runs statements; there is no safe drop-in replacement")
    if len(call.args) != 1 or call.args[0].keyword:
        raise NoFix("eval() is given its own namespace, so the code evaluates expressions with names, which "
                    "ast.literal_eval cannot do; it needs a real expression parser")
    site.replace(call, call.with_changes(func=cst.Attribute(cst.Name("ast"), cst.Name("literal_eval"))))
    site.need_import("ast")
    return "eval() -> ast.literal_eval(), which accepts only Python literals", \
        "input that is not a literal now raises ValueError instead of being evaluated"


# --- Markup ----------------------------------------------------------------------------------------

def fix_markup(site: Site) -> tuple[str, str]:
    name, call = site.call(lambda n: n.rsplit(".", 1)[-1] == "Markup", "Markup")
    if len(call.args) != 1:
        raise NoFix("Markup() is not called with a single value")
    value = call.args[0].value
    if isinstance(value, cst.BinaryOperation) and isinstance(value.operator, cst.Modulo) and isinstance(
            value.left, (cst.SimpleString, cst.ConcatenatedString)):
        # Markup's own % escapes every argument it formats in.
        wrapped = call.with_changes(args=[cst.Arg(value.left)])
        site.replace(call, cst.BinaryOperation(left=wrapped, operator=value.operator, right=value.right))
        return f"{name}(text % values) -> {name}(text) % values, which escapes the values", ""
    if (isinstance(value, cst.Call) and isinstance(value.func, cst.Attribute) and value.func.attr.value == "format"
            and isinstance(value.func.value, (cst.SimpleString, cst.ConcatenatedString))):
        wrapped = call.with_changes(args=[cst.Arg(value.func.value)])
        site.replace(call, value.with_changes(func=value.func.with_changes(value=wrapped)))
        return f"{name}(text.format(...)) -> {name}(text).format(...), which escapes the values", ""
    raise NoFix("Markup() wraps a value that is not formatted on this line; whether it may hold HTML is a "
                "person's call")


# --- XML -------------------------------------------------------------------------------------------

def fix_xxe(site: Site) -> tuple[str, str]:
    name, call = site.call(lambda n: n in ("lxml.etree.fromstring", "lxml.etree.XML", "lxml.etree.parse"),
                           "lxml parse")
    if _keyword(call, "parser") is not None or len(call.args) > 1:
        raise NoFix("the call already passes a parser; check that parser's options by hand")
    head = call.func.value if isinstance(call.func, cst.Attribute) else None
    if head is None:
        raise NoFix("the parse function is imported by name; add a parser by hand")
    parser = cst.Call(func=cst.Attribute(head, cst.Name("XMLParser")), args=[
        cst.Arg(keyword=cst.Name("resolve_entities"), value=cst.Name("False"), equal=_EQUAL),
        cst.Arg(keyword=cst.Name("no_network"), value=cst.Name("True"), equal=_EQUAL)])
    args = [call.args[0].with_changes(comma=cst.MaybeSentinel.DEFAULT),
            cst.Arg(keyword=cst.Name("parser"), value=parser, equal=_EQUAL)]
    site.replace(call, call.with_changes(args=args))
    return f"{name}() now parses with resolve_entities=False and no_network=True", ""


_EQUAL = cst.AssignEqual(cst.SimpleWhitespace(""), cst.SimpleWhitespace(""))


# --- debug mode ------------------------------------------------------------------------------------

def fix_debug(site: Site) -> tuple[str, str]:
    name, call = site.call(lambda n: n.endswith(".run"), "run")
    flag = _keyword(call, "debug")
    if flag is None or not _is_true(flag.value):
        raise NoFix("debug is not passed as a literal True on this line")
    site.replace(call, call.with_changes(args=_without_keywords(call, "debug")))
    return f"{name}() no longer passes debug=True (the interactive debugger runs code)", ""


FIXES: dict[str, Callable[[Site], tuple[str, str]]] = {
    "unsafe-deserialization": fix_deserialization,
    "weak-random": fix_weak_random,
    "insecure-tempfile": fix_mktemp,
    "sql-injection": fix_sql,
    "command-injection": fix_shell,
    "code-injection": fix_eval,
    "xss": fix_markup,
    "xxe": fix_xxe,
    "debug-enabled": fix_debug,
}
