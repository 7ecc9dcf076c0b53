"""The pattern slot's own rule for lxml parsing with entity resolution on (Bandit dropped its lxml rule).

Owns one shape: an lxml parse (`etree.parse`, `fromstring`, `XML`, `iterparse`, objectify's
too) with the default parser, or with an `XMLParser` built in the same file with
`resolve_entities` left out or True. Before lxml 5.0 such a parser resolves external entities,
so a crafted document can read local files (XXE). A parse with a parser the file does not build
(passed in, an attribute, an HTML parser), or whose `resolve_entities` is a value the code
chooses, is not raised: what it resolves cannot be read from the line. Whether the document is
untrusted is the other slot's question.
"""

from __future__ import annotations

import ast

from agent_providers.builtin.pattern_source import ParsedFile
from tickets.models import Evidence, Finding, Location, Severity

# Parse calls whose second positional argument (or `parser=`) is the parser they use.
PARSES = frozenset({
    "lxml.etree.parse", "lxml.etree.fromstring", "lxml.etree.XML", "lxml.etree.fromstringlist",
    "lxml.etree.XMLID", "lxml.etree.XMLDTDID",
    "lxml.objectify.parse", "lxml.objectify.fromstring", "lxml.objectify.XML",
})
ITERPARSE = "lxml.etree.iterparse"  # takes resolve_entities itself
PARSERS = frozenset({"lxml.etree.XMLParser", "lxml.objectify.makeparser", "lxml.etree.ETCompatXMLParser"})
SET_DEFAULT = "lxml.etree.set_default_parser"
_FIX = "Parse with lxml.etree.XMLParser(resolve_entities=False, no_network=True), or with defusedxml.lxml."


def findings(parsed: ParsedFile) -> list[Finding]:
    """One finding per lxml parse that may resolve external entities."""
    parsers = _parsers_built(parsed)
    hardened_default = any(parsed.call_name(call) == SET_DEFAULT and call.args
                           and _hardened(parsed, call.args[0], parsers) for call in parsed.calls)
    found = []
    for call in parsed.calls:
        name = parsed.call_name(call)
        if name == ITERPARSE:
            if not _no_entities(call):
                found.append(_finding(parsed, call, name, "iterparse without resolve_entities=False"))
        elif name in PARSES:
            parser = _keyword(call, "parser") or (call.args[1] if len(call.args) > 1 else None)
            if parser is None and not hardened_default:
                found.append(_finding(parsed, call, name, "the default parser, which resolves entities"))
            elif parser is not None and _built_unhardened(parsed, parser, parsers):
                found.append(_finding(parsed, call, name, "a parser built without resolve_entities=False"))
    return found


def _parsers_built(parsed: ParsedFile) -> dict[str, bool]:
    """Name (or attribute) a parser is assigned to in the file -> whether every such parser is hardened."""
    built: dict[str, bool] = {}
    for node in ast.walk(parsed.tree):
        if isinstance(node, ast.Assign) and isinstance(node.value, ast.Call) \
                and parsed.call_name(node.value) in PARSERS:
            for target in node.targets:
                key = _key(target)
                if key:
                    built[key] = built.get(key, True) and _no_entities(node.value)
    return built


def _hardened(parsed: ParsedFile, parser: ast.expr, parsers: dict[str, bool]) -> bool:
    if isinstance(parser, ast.Call) and parsed.call_name(parser) in PARSERS:
        return _no_entities(parser)
    return parsers.get(_key(parser), False)


def _built_unhardened(parsed: ParsedFile, parser: ast.expr, parsers: dict[str, bool]) -> bool:
    """PARSER is an XML parser this file builds, and not with resolve_entities=False."""
    if isinstance(parser, ast.Call):
        return parsed.call_name(parser) in PARSERS and not _no_entities(parser)
    key = _key(parser)
    return key in parsers and not parsers[key]


def _key(node: ast.expr) -> str:
    """`parser` for a name, `.parser` for an attribute of any object (self.parser, cls.parser)."""
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        return "." + node.attr
    return ""


def _no_entities(call: ast.Call) -> bool:
    """resolve_entities=False or "internal", or a value the caller chooses (a parameter whose default
    may well be False): only a parser left at the default, or set to True, resolves external entities."""
    flag = _keyword(call, "resolve_entities")
    return flag is not None and not (isinstance(flag, ast.Constant) and flag.value is True)


def _keyword(call: ast.Call, name: str) -> ast.expr | None:
    return next((k.value for k in call.keywords if k.arg == name), None)


def _finding(parsed: ParsedFile, call: ast.Call, name: str, how: str) -> Finding:
    line, end = call.lineno, call.end_lineno or call.lineno
    symbol = parsed.symbol_at(line)
    quote = "\n".join(parsed.line(n) for n in range(line, end + 1)).strip()
    return Finding(
        rule_id="pattern.lxml-entities", category="xxe",
        title=f"XML parsed by lxml with entity resolution on ({name})"[:200], lens="security",
        severity=Severity.MEDIUM, cwe=611,
        locations=[Location(path=parsed.path, start_line=line, end_line=end)], symbol=symbol[:300],
        claim=(f"Line {line} of {parsed.path} ({symbol}) parses XML with {how}: lxml before 5.0 resolves "
               "external entities, so a crafted document can read local files into the parsed tree.")[:2000],
        evidence=[Evidence(path=parsed.path, start_line=line, end_line=end, quote=quote[:4000],
                           note=f"{name} with {how}")],
        suggested_fix=_FIX)
