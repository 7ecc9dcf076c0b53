"""What a ticket's severity means: one table of defect classes, each with the severities it may carry.

A raiser's severity is its own opinion (Bandit's, a model's); the table below is what twokey
means by each word, applied by the orchestrator to every verified finding before it is judged,
so tickets, the ledger and SARIF agree. The rule, in words:

- critical: only if the raiser says so, and only for an injection class.
- high: untrusted input can run code or commands, or read or change data, files or internal
  services: command, SQL, code, LDAP and XPath injection, unsafe deserialisation, path
  traversal, SSRF, XXE, template injection.
- medium: an attacker acts through another user's browser (XSS, open redirect, trust
  boundary), or a crypto or credential weakness whose harm depends on what it guards (weak
  hash, weak random, hard-coded secret, TLS verification off, insecure temp file; these may
  also be low).
- low: a hardening note, a missing defence in depth or a development switch: a cookie
  without Secure/HttpOnly/SameSite, debug mode.

A class gets a floor and a ceiling: the raiser's severity is raised to the floor and lowered
to the ceiling. A class not in the table keeps the raiser's severity, capped at high.
It never reads code: it needs only the finding's category.
"""

from __future__ import annotations

from typing import NamedTuple

from tickets.models import Finding, Severity


class Band(NamedTuple):
    floor: Severity
    ceiling: Severity


_INJECTION = Band(Severity.HIGH, Severity.CRITICAL)
_BROWSER = Band(Severity.MEDIUM, Severity.MEDIUM)
_WEAKNESS = Band(Severity.LOW, Severity.MEDIUM)
_HARDENING = Band(Severity.LOW, Severity.LOW)
_UNKNOWN = Band(Severity.LOW, Severity.HIGH)

BANDS: dict[str, Band] = {
    **dict.fromkeys(("command-injection", "sql-injection", "code-injection", "ldap-injection", "xpath-injection",
                     "unsafe-deserialization", "path-traversal", "ssrf", "xxe", "template-injection"), _INJECTION),
    **dict.fromkeys(("xss", "open-redirect", "trust-boundary"), _BROWSER),
    **dict.fromkeys(("weak-hash", "weak-random", "hardcoded-secret", "tls-verification", "insecure-tempfile"),
                    _WEAKNESS),
    **dict.fromkeys(("insecure-cookie", "debug-enabled"), _HARDENING),
}


def band(category: str) -> Band:
    return BANDS.get(category, _UNKNOWN)


def severity_for(category: str, raised: Severity) -> Severity:
    floor, ceiling = band(category)
    return min(max(raised, floor, key=_rank), ceiling, key=_rank)


def calibrated(finding: Finding) -> Finding:
    """FINDING with the severity the table allows its class (the same object if unchanged)."""
    severity = severity_for(finding.category, finding.severity)
    return finding if severity is finding.severity else finding.model_copy(update={"severity": severity})


def _rank(severity: Severity) -> int:
    return severity.rank
