"""Bandit, run in-process on text held in memory, and its issues mapped to twokey findings.

Owns the rule table (which Bandit tests the pattern slot keeps, under which category and
CWE), the scan itself and the mapping of one kept Bandit issue to a `Finding` whose
evidence is the exact text of the cited lines, taken from the file rather than from
Bandit's line-numbered `get_code` output.

Bandit is driven through its node visitor (`bandit.core.node_visitor.BanditNodeVisitor`),
which accepts source bytes directly, so nothing is written to disk and the audited
repository is never touched. `# nosec` comments are ignored on purpose: they are text in
the target code, and target code is untrusted data.
"""

from __future__ import annotations

import ast
import io
from collections.abc import Callable
from functools import cache
from typing import TYPE_CHECKING, NamedTuple

from agent_providers.builtin.compat_names import standard_name
from agent_providers.builtin.pattern_source import ParsedFile
from tickets.models import Evidence, Finding, Location, Severity
from twokey.kernel.pysource import LEAF_FIELDS, parse_python

if TYPE_CHECKING:
    from bandit.core import test_set as b_test_set

# A cited range longer than this is narrowed to the issue's own line.
MAX_CITED_LINES = 12


class Rule(NamedTuple):
    category: str
    cwe: int
    label: str  # what the code does, for titles
    claim: str  # why it is dangerous, completing "Line N of P (symbol) ..."
    fix: str


_CMD_FIX = "Pass an argument list without shell=True (or quote every part with shlex.quote)."
_SHELL = "so shell metacharacters in any non-constant part are interpreted"
_XXE = Rule(
    "xxe", 611, "XML parsed with an entity-expanding stdlib parser",
    "parses XML with a standard-library parser that expands entities, "
    "so a crafted document can read files or exhaust memory",
    "Parse untrusted XML with defusedxml (defusedxml.ElementTree.fromstring/parse).",
)
_SECRET = Rule(
    "hardcoded-secret", 798, "Hard-coded password",
    "embeds a literal credential in source code, so anyone with read access to the code holds it",
    "Read the secret from the environment or a secret store at runtime.",
)
_HASH = Rule(
    "weak-hash", 328, "Weak hash (MD5/SHA1)",
    "uses a broken hash function where a collision- or preimage-resistant hash is required",
    "Use hashlib.sha256 (or a password KDF such as hashlib.scrypt); "
    "pass usedforsecurity=False if not security-relevant.",
)
_DESER = "deserialises data with a format that can construct arbitrary objects, so untrusted input can execute code"
_DESER_FIX = "Use a data-only format (json) or a safe loader (yaml.safe_load, torch.load(weights_only=True))."
_TLS = Rule(
    "tls-verification", 295, "TLS certificate verification disabled",
    "disables TLS certificate verification, so a network attacker can impersonate the server",
    "Keep verify=True (the default) or pass a CA bundle path.",
)
_XSS = "marks or renders HTML without escaping, so user-controlled text can inject script"

# Only call-site rules are kept: the B4xx import rules, B603/B607/B404 (subprocess
# without a shell, partial paths) and B104 (bind all interfaces) are dropped as noise.
RULES: dict[str, Rule] = {
    "B602": Rule("command-injection", 78, "Shell command via subprocess with shell=True",
                 f"runs a command through a shell, {_SHELL}", _CMD_FIX),
    "B605": Rule("command-injection", 78, "Shell command via os.system/os.popen",
                 f"starts a process through a shell, {_SHELL}", _CMD_FIX),
    "B609": Rule("command-injection", 78, "Wildcard in a shell command",
                 "passes a shell wildcard to a command, so crafted file names become command options",
                 "Avoid shell wildcards; list files in Python and pass explicit arguments after '--'."),
    "B601": Rule("command-injection", 78, "Shell command via paramiko exec_command",
                 f"runs a remote shell command, {_SHELL}",
                 "Quote every part with shlex.quote or avoid building remote command strings."),
    "B608": Rule("sql-injection", 89, "SQL query built from strings",
                 "builds an SQL statement by string formatting, so a non-constant part can change the query",
                 "Use a parameterised query: a constant SQL string with placeholders and a separate params argument."),
    "B307": Rule("code-injection", 95, "eval() call",
                 "evaluates a string as Python code, so a non-constant argument can run arbitrary code",
                 "Use ast.literal_eval or an explicit parser instead of eval."),
    "B102": Rule("code-injection", 95, "exec() call",
                 "executes a string as Python code, so a non-constant argument can run arbitrary code",
                 "Remove exec; dispatch to known functions explicitly."),
    "B301": Rule("unsafe-deserialization", 502, "pickle deserialisation", _DESER, _DESER_FIX),
    "B302": Rule("unsafe-deserialization", 502, "marshal deserialisation", _DESER, _DESER_FIX),
    "B506": Rule("unsafe-deserialization", 502, "yaml.load without a safe loader", _DESER, _DESER_FIX),
    "B614": Rule("unsafe-deserialization", 502, "torch.load without weights_only", _DESER, _DESER_FIX),
    **{f"B3{n}": _XXE for n in range(13, 21)},
    "B303": _HASH,
    "B324": _HASH,
    "B311": Rule("weak-random", 338, "Non-cryptographic random generator",
                 "draws from the Mersenne Twister PRNG, "
                 "whose output is predictable if used for tokens, passwords or keys",
                 "Use the secrets module (secrets.token_urlsafe, secrets.choice) for security-relevant values."),
    "B306": Rule("insecure-tempfile", 377, "tempfile.mktemp()",
                 "creates a temporary file name without creating the file, "
                 "so another process can race to create it first",
                 "Use tempfile.mkstemp() or tempfile.NamedTemporaryFile()."),
    "B105": _SECRET,
    "B106": _SECRET,
    "B107": _SECRET,
    "B501": _TLS,
    "B323": _TLS,
    "B201": Rule("debug-enabled", 94, "Flask app run with debug=True",
                 "runs the Flask app with the Werkzeug debugger enabled, which lets anyone reaching it execute code",
                 "Never pass debug=True outside local development; read it from configuration that defaults to False."),
    "B701": Rule("xss", 79, "Jinja2 environment with autoescape disabled", _XSS,
                 "Create the Environment with autoescape=select_autoescape()."),
    "B703": Rule("xss", 79, "Django mark_safe on a non-constant value", _XSS,
                 "Escape with django.utils.html.format_html instead of mark_safe."),
    "B704": Rule("xss", 79, "markupsafe.Markup on a non-constant value", _XSS,
                 "Escape with markupsafe.escape before wrapping in Markup."),
}

_SEVERITY = {"LOW": Severity.LOW, "MEDIUM": Severity.MEDIUM, "HIGH": Severity.HIGH}


class BanditHit(NamedTuple):
    test_id: str
    severity: str  # Bandit's HIGH/MEDIUM/LOW
    confidence: str
    lineno: int
    first_line: int
    last_line: int
    col_offset: int
    text: str


# Bandit, its plugins and what they import (SARIF models among them) hold ~18 MB in a process:
# imported by the processes that scan (the raise workers), not by every process that imports this
# module (the main one reads the hits the workers noted).
@cache
def _visitor_class():
    from bandit.core import node_visitor as b_node_visitor

    visited = {name.removeprefix("visit_") for name in dir(b_node_visitor.BanditNodeVisitor)
               if name.startswith("visit_")}

    class Visitor(b_node_visitor.BanditNodeVisitor):
        """Bandit's visitor, which also hands every node it enters to ON_NODE (one walk serves two readers).

        Bandit builds a context (line range, offsets) for every node and asks its tester for tests of the
        node's kind even when there are none; only a few kinds have a visit method or a kept test (a call, a
        string, a def, an import), and the rest, nine nodes in ten, need nothing but their parent link, which
        the walk sets anyway. Skipping them gives the same issues for a third of the time."""

        on_node: Callable[[ast.AST], None] | None = None
        needed: frozenset[str] = frozenset()  # node kinds with a visit method or a kept test

        def pre_visit(self, node: ast.AST) -> bool:
            if self.on_node is not None:
                self.on_node(node)
            if type(node).__name__ not in self.needed:
                return True
            return bool(super().pre_visit(node))

        def visit(self, node: ast.AST) -> None:
            if type(node).__name__ in self.needed:
                super().visit(node)

        def post_visit(self, node: ast.AST) -> None:
            if type(node).__name__ in self.needed:
                super().post_visit(node)

        def generic_visit(self, node: ast.AST) -> None:
            """Bandit's walk (parent and sibling links, then enter each child), less the fields that hold only
            a leaf nothing reads (Load/Store, an operator: one node in three, and shared by every tree) or a
            plain value, and with a node no test needs entered in one step."""
            for name in node._fields:
                if name in LEAF_FIELDS:
                    continue
                value = getattr(node, name, None)
                if isinstance(value, list):
                    last = len(value) - 1
                    for index, item in enumerate(value):
                        if isinstance(item, ast.AST):
                            item._bandit_sibling = value[index + 1] if index < last else None  # type: ignore[attr-defined]
                            item._bandit_parent = node  # type: ignore[attr-defined]
                            self._enter(item)
                elif isinstance(value, ast.AST):
                    value._bandit_sibling = None  # type: ignore[attr-defined]
                    value._bandit_parent = node  # type: ignore[attr-defined]
                    self._enter(value)

        def _enter(self, node: ast.AST) -> None:
            if type(node).__name__ in self.needed:
                if self.pre_visit(node):
                    self.visit(node)
                    self.generic_visit(node)
                    self.post_visit(node)
                return
            if self.on_node is not None:
                self.on_node(node)
            self.generic_visit(node)

    Visitor.needed = frozenset(visited | set(_test_set().tests))
    return Visitor


def scan(path: str, text: str, tree: ast.Module | None = None,
         on_node: Callable[[ast.AST], None] | None = None) -> list[BanditHit]:
    """Every issue Bandit's kept rules raise on TEXT (parsed as TREE when given).

    Raises SyntaxError/ValueError if unparseable."""
    from bandit.core import meta_ast as b_meta_ast
    from bandit.core import metrics as b_metrics

    data = text.encode("utf-8")
    if tree is None:
        tree = parse_python(text).tree
    # A root-level pseudo name keeps Bandit from probing the filesystem for packages.
    fname = "/" + path.rsplit("/", 1)[-1]
    visitor = _visitor_class()(fname, io.BytesIO(data), b_meta_ast.BanditMetaAst(), _test_set(), False, {},
                       b_metrics.Metrics())
    visitor.on_node = on_node
    # BanditNodeVisitor.process() would parse again; visiting our own tree is the same walk.
    visitor.generic_visit(tree)
    visitor.context = {"file_data": visitor.fdata, "filename": fname, "lineno": 0, "linerange": [0, 1], "col_offset": 0}
    visitor.update_scores(visitor.tester.run_tests(visitor.context, "File"))
    hits = [_hit(issue) for issue in visitor.tester.results]
    return hits + compat_hits(tree, hits) if any(word in text for word in _COMPAT_WORDS) else hits


# Words a file that reaches a standard module through a compatibility name holds (see compat_hits).
_COMPAT_WORDS = ("compat", "cPickle", "six", "future")
# Deserialisers Bandit's blacklist names (B301 pickle and what wraps it, B302 marshal), by their standard name.
_BLACKLISTED = {"pickle.loads": "B301", "pickle.load": "B301", "pickle.Unpickler": "B301", "dill.loads": "B301",
                "dill.load": "B301", "shelve.open": "B301", "marshal.loads": "B302", "marshal.load": "B302"}


def compat_hits(tree: ast.Module, hits: list[BanditHit]) -> list[BanditHit]:
    """The blacklisted calls Bandit does not see behind a compatibility name: a package's own compatibility module
    (`from ._compat import pickle`, `from . import compat` then `compat.pickle.loads(...)`: Bandit reads a relative
    import as a module of that name, and the module only re-exports the standard one), Python 2's `cPickle`, six's
    and future's names (`six.moves.cPickle.loads` is `pickle.loads`, see compat_names)."""
    aliases: dict[str, str] = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom):
            for alias in node.names:
                aliases[alias.asname or alias.name] = ".".join(filter(None, (node.module, alias.name)))
        elif isinstance(node, ast.Import):
            for alias in node.names:
                bound = alias.asname or alias.name.split(".")[0]  # `import a.b` binds a; `import a.b as x`, a.b
                aliases[bound] = alias.name if alias.asname else bound
    seen = {(hit.test_id, hit.lineno) for hit in hits}
    found = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        parts = _dotted_parts(node.func)
        if not parts or parts[0] not in aliases:
            continue
        parts = aliases[parts[0]].split(".") + parts[1:]
        modules, name = parts[:-2], standard_name(".".join(parts))
        if name == ".".join(parts) and any("compat" in part for part in modules):
            name = standard_name(".".join(parts[-2:]))  # the standard module a compatibility module re-exports
        test_id = _BLACKLISTED.get(name)
        if test_id is None or name == ".".join(parts) or (test_id, node.lineno) in seen:
            continue
        seen.add((test_id, node.lineno))
        end = node.end_lineno or node.lineno
        found.append(BanditHit(test_id, "MEDIUM", "HIGH", node.lineno, node.lineno, end, node.col_offset,
                               f"{name}, reached as {'.'.join(parts)}"))
    return found


def _dotted_parts(node: ast.expr) -> list[str]:
    parts: list[str] = []
    while isinstance(node, ast.Attribute):
        parts.append(node.attr)
        node = node.value
    return [node.id, *reversed(parts)] if isinstance(node, ast.Name) else []


class _Pinned(NamedTuple):
    tests: b_test_set.BanditTestSet
    settings: list[tuple[object, str, object]]  # (test function, attribute, value)


_PINNED: list[_Pinned] = []


def _test_set() -> b_test_set.BanditTestSet:
    """One Bandit test set per process, with its module-level settings pinned again per scan.

    Bandit keeps the blacklist filter and each plugin's config on module-level functions,
    so a test set built elsewhere with another profile would leak into ours; re-pinning
    those few attributes is cheap, building a whole test set per file is not."""
    if not _PINNED:
        from bandit.core import config as b_config
        from bandit.core import test_set as b_test_set

        tests = b_test_set.BanditTestSet(b_config.BanditConfig(), {"include": sorted(RULES)})
        settings = []
        for checks in tests.tests.values():
            for function in checks:
                for attribute in ("_config", "_checks", "_test_id"):
                    if hasattr(function, attribute):
                        settings.append((function, attribute, getattr(function, attribute)))
        _PINNED.append(_Pinned(tests, settings))
    pinned = _PINNED[0]
    for function, attribute, value in pinned.settings:
        setattr(function, attribute, value)
    return pinned.tests


def kept(hits: list[BanditHit]) -> list[BanditHit]:
    """Hits of rules in the table, at MEDIUM or HIGH confidence, one per (rule, line)."""
    seen: set[tuple[str, int]] = set()
    result = []
    for hit in sorted(hits, key=lambda h: (h.lineno, h.test_id)):
        key = (hit.test_id, hit.lineno)
        if hit.test_id in RULES and hit.confidence != "LOW" and key not in seen:
            seen.add(key)
            result.append(hit)
    return result


def categories_near(hits: list[BanditHit], start: int, end: int, window: int = 2) -> dict[str, BanditHit]:
    """Category -> the first kept hit whose line lies within START-WINDOW..END+WINDOW."""
    found: dict[str, BanditHit] = {}
    for hit in kept(hits):
        if start - window <= hit.lineno <= end + window:
            found.setdefault(RULES[hit.test_id].category, hit)
    return found


def to_finding(parsed: ParsedFile, hit: BanditHit) -> Finding | None:
    """The finding for one kept hit, or None when its lines cannot be quoted."""
    rule = RULES[hit.test_id]
    start, end = cited_range(parsed, hit)
    quote = parsed.quote(start, end)
    if not quote:
        return None
    symbol = parsed.symbol_at(hit.lineno)
    where = "module level" if symbol == "<module>" else f"{symbol}()"
    callee = _callee_at(parsed, hit)
    title = f"{rule.label}{f' ({callee})' if callee else ''} in {where}"
    claim = (
        f"Line {hit.lineno} of {parsed.path} ({symbol}) {rule.claim}. "
        f"Bandit {hit.test_id}, {hit.confidence.lower()} confidence: {hit.text.strip()}"
    )
    return Finding(
        rule_id=f"bandit.{hit.test_id}",
        category=rule.category,
        title=title[:200],
        lens="security",
        severity=_SEVERITY.get(hit.severity, Severity.MEDIUM),
        cwe=rule.cwe,
        locations=[Location(path=parsed.path, start_line=start, end_line=end)],
        symbol=symbol[:300],
        claim=claim[:2000],
        evidence=[Evidence(path=parsed.path, start_line=start, end_line=end, quote=quote[:4000],
                           note=f"flagged by Bandit {hit.test_id}")],
        suggested_fix=fitting_fix(parsed, hit, symbol),
    )


# exec of a Python file the operator picks (Flask's from_pyfile, a settings.py loader) is configuration
# by design: "dispatch to known functions" does not fit it.
_CONFIG_EXEC_FIX = ("This runs a Python file as configuration. If only the operator chooses that file (as with "
                    "Flask's from_pyfile), it is trusted code by design: keep its path out of users' reach and say "
                    "so where it is loaded; if the settings can be plain data, read them with tomllib, json or "
                    "configparser instead of exec.")
_CONFIG_WORDS = ("config", "setting", "pyfile", "rcfile", "conf_")


def fitting_fix(parsed: ParsedFile, hit: BanditHit, symbol: str) -> str:
    """The rule's fix, unless the context calls for another: exec of a configuration file."""
    rule = RULES[hit.test_id]
    if hit.test_id != "B102":
        return rule.fix
    call = parsed.call_at(hit.lineno, hit.col_offset)
    reads_a_file = call is not None and any(
        isinstance(node, ast.Call) and ((isinstance(node.func, ast.Attribute) and node.func.attr == "read")
                                        or (isinstance(node.func, ast.Name) and node.func.id == "open"))
        for argument in call.args[:1] for node in ast.walk(argument))
    named_config = any(word in symbol.lower() for word in _CONFIG_WORDS)
    return _CONFIG_EXEC_FIX if reads_a_file or named_config else rule.fix


def cited_range(parsed: ParsedFile, hit: BanditHit) -> tuple[int, int]:
    start, end = hit.first_line, hit.last_line
    if end - start + 1 > MAX_CITED_LINES or len(parsed.quote(start, end)) > 4000:
        start = end = hit.lineno
    return start, end


def _callee_at(parsed: ParsedFile, hit: BanditHit) -> str:
    call = parsed.call_at(hit.lineno, hit.col_offset)
    return parsed.call_name(call) if call is not None else ""


def _hit(issue) -> BanditHit:
    lines = [n for n in (issue.linerange or []) if isinstance(n, int) and n > 0] or [issue.lineno]
    return BanditHit(
        test_id=issue.test_id,
        severity=str(issue.severity),
        confidence=str(issue.confidence),
        lineno=int(issue.lineno),
        first_line=min(lines),
        last_line=max(lines),
        col_offset=int(issue.col_offset),
        text=str(issue.text),
    )
