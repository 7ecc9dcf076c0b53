"""The pattern slot's own rule for lxml parsing with entity resolution on (Bandit dropped its lxml rule).

Owns one shape: an lxml parse (`etree.parse`, `fromstring`, `XML`, `iterparse`, objectify's
too) with the default parser (no parser, or `parser=None`), or with an `XMLParser` built in
the same scope (the function, else the module; `self.X` anywhere in the file) with
`resolve_entities` left out or set to a true literal. Before lxml 5.0 such a parser resolves
external entities, so a crafted document can read local files (XXE). A parse with a parser the
code does not build where it parses (a parameter, an HTML parser), or whose options are a value
the code chooses (`resolve_entities=flag`, `**options`), is not raised: what it resolves cannot
be read from the code. A module-level `set_default_parser` with a hardened parser covers the
file's default parses. Whether the document is untrusted is the other slot's question.
"""

from __future__ import annotations

import ast
import re
from typing import NamedTuple

from agent_providers.builtin.pattern_source import ParsedFile
from agent_providers.builtin.python_idioms import own_nodes, scopes
from tickets.models import Evidence, Finding, Location, Severity

# Parse calls whose second positional argument (or `parser=`) is the parser they use.
PARSES = frozenset({
    "lxml.etree.parse", "lxml.etree.fromstring", "lxml.etree.XML", "lxml.etree.fromstringlist",
    "lxml.etree.XMLID", "lxml.etree.XMLDTDID",
    "lxml.objectify.parse", "lxml.objectify.fromstring", "lxml.objectify.XML",
})
ITERPARSE = "lxml.etree.iterparse"  # takes resolve_entities itself
# The standard library's parsers are expat's: they fetch no external entity or DTD (xml.sax and pulldom by
# default only since Python 3.7.1; Python 2's did), and expat 2.4.1 and later cap entity expansion.
STDLIB_PARSERS = ("xml.etree.", "xml.dom.minidom.", "xml.dom.pulldom.", "xml.sax.", "xml.parsers.expat.")
# ... unless the code turns external entities on: `parser.setFeature(feature_external_ges, True)`.
EXTERNAL_ENTITIES_ON = re.compile(r"feature_external_[gp]es\W*,\s*(?:True|1)\b")
# ElementTree is expat behind an API with no such switch at all: a SAX parser's setting elsewhere in the file
# does not reach it.
ELEMENT_TREE = "xml.etree."
PARSERS = frozenset({"lxml.etree.XMLParser", "lxml.objectify.makeparser", "lxml.etree.ETCompatXMLParser"})
SET_DEFAULT = "lxml.etree.set_default_parser"
_RAISED = PARSES | {ITERPARSE}
_DEFS = (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)
_FIX = "Parse with lxml.etree.XMLParser(resolve_entities=False, no_network=True), or with defusedxml.lxml."


class _Rule(NamedTuple):
    rule_id: str
    title: str  # what the line does, before "(the call)"
    why: str  # why that lets a document read local files


_LXML = _Rule("pattern.lxml-entities", "XML parsed by lxml with entity resolution on",
              "lxml before 5.0 resolves external entities")
_SAX = _Rule("pattern.sax-external-entities", "XML parsed by a SAX parser with external entities on",
             "the parser fetches what external entities name")

Parsers = dict[str, bool]  # name (or ".attribute") a parser is assigned to -> whether every such parser is hardened


def findings(parsed: ParsedFile) -> list[Finding]:
    """One finding per lxml parse that may resolve external entities."""
    if not any(parsed.call_name(call) in _RAISED for call in parsed.calls):
        return []  # nearly every file: no lxml parse, nothing to resolve
    module = _parsers_in(parsed, own_nodes(parsed.tree))
    attributes = {key: hardened for key, hardened in _parsers_in(parsed, ast.walk(parsed.tree)).items()
                  if key.startswith(".")}
    hardened_default = any(isinstance(stmt, ast.Expr) and isinstance(stmt.value, ast.Call)
                           and parsed.call_name(stmt.value) == SET_DEFAULT and stmt.value.args
                           and _hardened(parsed, stmt.value.args[0], {**module, **attributes})
                           for stmt in parsed.tree.body)
    found = []
    for scope, nodes in scopes(parsed.tree):
        local = _parsers_in(parsed, nodes) if isinstance(scope, _DEFS) else {}
        params = {a.arg for a in _arguments(scope)} if isinstance(scope, _DEFS) else set()
        visible = {**{k: v for k, v in module.items() if k not in params}, **local, **attributes}
        for call in (node for node in nodes if isinstance(node, ast.Call)):
            how = _resolving(parsed, call, visible, hardened_default)
            if how:
                found.append(_finding(parsed, call, how))
    return sorted(found, key=lambda f: (f.primary.start_line, f.title))


SAX_PARSERS = frozenset({"xml.sax.make_parser", "xml.sax.expatreader.create_parser"})


def sax_findings(parsed: ParsedFile) -> list[Finding]:
    """One finding per `parse` of a SAX parser that the same scope built (`xml.sax.make_parser()`) and turned external
    entities on for (`setFeature(feature_external_ges, True)`): the document can then name a file or a URL for the
    parser to read in."""
    return [_finding(parsed, call, "a SAX parser whose external general entities are turned on", _SAX)
            for call in _sax_parses(parsed)]


def is_sax_parse(parsed: ParsedFile, call: ast.Call) -> bool:
    """Whether CALL is such a parse (for judging another slot's finding at it)."""
    return call in _sax_parses(parsed)


def _sax_parses(parsed: ParsedFile) -> list[ast.Call]:
    if not EXTERNAL_ENTITIES_ON.search(parsed.text):
        return []  # nearly every file
    found: list[ast.Call] = []
    for _scope, nodes in scopes(parsed.tree):
        calls = [node for node in nodes if isinstance(node, ast.Call)]
        built = {_key(target) for node in nodes if isinstance(node, ast.Assign) and isinstance(node.value, ast.Call)
                 and parsed.call_name(node.value) in SAX_PARSERS for target in node.targets}
        turned_on = {_receiver(call) for call in calls if _method(call) == "setFeature" and len(call.args) == 2
                     and EXTERNAL_ENTITIES_ON.search(ast.unparse(call.args[0]) + ", " + ast.unparse(call.args[1]))}
        found.extend(call for call in calls
                     if _method(call) == "parse" and _receiver(call) in (built & turned_on) - {""})
    return found


def _method(call: ast.Call) -> str:
    return call.func.attr if isinstance(call.func, ast.Attribute) else ""


def _receiver(call: ast.Call) -> str:
    return _key(call.func.value) if isinstance(call.func, ast.Attribute) else ""


def _resolving(parsed: ParsedFile, call: ast.Call, parsers: Parsers, hardened_default: bool) -> str:
    """How CALL parses with entities resolved, or "" when it does not (or cannot be told)."""
    name = parsed.call_name(call)
    if name == ITERPARSE:
        html = _keyword(call, "html")
        if _no_entities(call) or (isinstance(html, ast.Constant) and html.value):
            return ""
        return "iterparse without resolve_entities=False"
    if name not in PARSES:
        return ""
    parser = _keyword(call, "parser") or (call.args[1] if len(call.args) > 1 else None)
    if parser is None or isinstance(parser, ast.Constant) and parser.value is None:
        return "" if hardened_default else "the default parser, which resolves entities"
    if isinstance(parser, ast.Call):
        built = parsed.call_name(parser) in PARSERS and not _no_entities(parser)
    else:
        built = parsers.get(_key(parser)) is False
    return "a parser built without resolve_entities=False" if built else ""


def _arguments(scope: ast.AST) -> list[ast.arg]:
    args = scope.args  # type: ignore[attr-defined]
    extra = [a for a in (args.vararg, args.kwarg) if a is not None]
    return [*args.posonlyargs, *args.args, *args.kwonlyargs, *extra]


def _parsers_in(parsed: ParsedFile, nodes) -> Parsers:
    built: Parsers = {}
    for node in nodes:
        if isinstance(node, ast.Assign):
            pairs = [(t, node.value) for t in node.targets]
        elif isinstance(node, ast.AnnAssign) and node.value is not None:
            pairs = [(node.target, node.value)]
        else:
            continue
        for target, value in pairs:
            if isinstance(target, ast.Tuple) and isinstance(value, ast.Tuple) and len(target.elts) == len(value.elts):
                pairs.extend(zip(target.elts, value.elts, strict=True))
                continue
            key = _key(target)
            if key and isinstance(value, ast.Call) and parsed.call_name(value) in PARSERS:
                built[key] = built.get(key, True) and _no_entities(value)
    return built


def _hardened(parsed: ParsedFile, parser: ast.expr, parsers: Parsers) -> bool:
    if isinstance(parser, ast.Call):
        return parsed.call_name(parser) in PARSERS and _no_entities(parser)
    return parsers.get(_key(parser), False)


def _key(node: ast.expr) -> str:
    """`parser` for a name, `.parser` for an attribute of any object (self.parser, cls.parser)."""
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        return "." + node.attr
    return ""


def _no_entities(call: ast.Call) -> bool:
    """resolve_entities=False or "internal", a value the code chooses (a parameter whose default may well be
    False), or options passed as **kwargs: only a literal true value, or the default, resolves external entities."""
    if any(k.arg is None for k in call.keywords):
        return True
    flag = _keyword(call, "resolve_entities")
    if flag is None:
        return False
    return not (isinstance(flag, ast.Constant) and bool(flag.value) and flag.value != "internal")


def _keyword(call: ast.Call, name: str) -> ast.expr | None:
    return next((k.value for k in call.keywords if k.arg == name), None)


def _finding(parsed: ParsedFile, call: ast.Call, how: str, rule: _Rule = _LXML) -> Finding:
    line, end = call.lineno, call.end_lineno or call.lineno
    name, symbol = parsed.call_name(call), parsed.symbol_at(line)
    quote = "\n".join(parsed.line(n) for n in range(line, end + 1)).strip()
    return Finding(
        rule_id=rule.rule_id, category="xxe", title=f"{rule.title} ({name})"[:200], lens="security",
        severity=Severity.MEDIUM, cwe=611,
        locations=[Location(path=parsed.path, start_line=line, end_line=end)], symbol=symbol[:300],
        claim=(f"Line {line} of {parsed.path} ({symbol}) parses XML with {how}: {rule.why}, so a crafted document "
               "can read local files into the parsed tree.")[:2000],
        evidence=[Evidence(path=parsed.path, start_line=line, end_line=end, quote=quote[:4000],
                           note=f"{name} with {how}")],
        suggested_fix=_FIX)
