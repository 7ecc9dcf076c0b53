"""The pattern slot's own YAML rule: the loaders PyYAML names unsafe, which Bandit has no rule for.

Bandit's B506 raises `yaml.load` without a safe loader; `yaml.unsafe_load` and `yaml.unsafe_load_all`
(PyYAML 5.1 and later) build any Python object the document names, by their own documentation's
word, and no Bandit rule raises them. Raised at the call; whether the document can come from
someone untrusted is the other slot's judgement (a flow, or a library's public function).
"""

from __future__ import annotations

from agent_providers.builtin.pattern_source import ParsedFile
from tickets.models import Evidence, Finding, Location, Severity

UNSAFE_LOADERS = frozenset({"yaml.unsafe_load", "yaml.unsafe_load_all"})
_FIX = "Load untrusted YAML with yaml.safe_load (or yaml.load(..., Loader=yaml.SafeLoader))."


def findings(parsed: ParsedFile) -> list[Finding]:
    """One finding per call of a YAML loader PyYAML documents as unsafe for untrusted input."""
    found = []
    for call in parsed.calls:
        name = parsed.call_name(call)
        if name not in UNSAFE_LOADERS:
            continue
        line, end = call.lineno, call.end_lineno or call.lineno
        symbol = parsed.symbol_at(line)
        quote = parsed.quote(line, end)
        found.append(Finding(
            rule_id="pattern.yaml-unsafe-load", category="unsafe-deserialization",
            title=f"YAML loaded with a loader that builds any object ({name})"[:200], lens="security",
            severity=Severity.HIGH, cwe=502, locations=[Location(path=parsed.path, start_line=line, end_line=end)],
            symbol=symbol[:300],
            claim=(f"Line {line} of {parsed.path} ({symbol}) loads YAML with {name}, which constructs whatever "
                   "Python objects the document names: a crafted document runs code.")[:2000],
            evidence=[Evidence(path=parsed.path, start_line=line, end_line=end, quote=quote[:4000],
                               note=f"{name}: PyYAML's unsafe loader")],
            suggested_fix=_FIX))
    return found
