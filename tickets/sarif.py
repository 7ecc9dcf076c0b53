"""SARIF 2.1.0 export of tickets, so code-scanning tools read the same findings as people.

One rule per finding category, CWE in the rule properties, the ticket fingerprint as the
partial fingerprint; every file the run did not analyse is a tool execution notification, so a
reader of the log sees the coverage gaps too. It builds a dict only: it never reads or writes
the backlog.
"""

from __future__ import annotations

from collections.abc import Sequence

from tickets.models import Location, Severity, TicketStatus
from tickets.records import Ticket
from twokey.kernel.coverage import SkippedFile

SARIF_SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json"
SARIF_VERSION = "2.1.0"
FINGERPRINT_KEY = "twokey/v1"

_LEVEL = {Severity.CRITICAL: "error", Severity.HIGH: "error", Severity.MEDIUM: "warning", Severity.LOW: "note"}
# GitHub code scanning ranks security alerts by this rule property (a CVSS-like score).
_SECURITY_SEVERITY = {Severity.CRITICAL: "9.5", Severity.HIGH: "8.0", Severity.MEDIUM: "5.5", Severity.LOW: "3.0"}


def to_sarif(tickets: list[Ticket], tool_version: str, skipped: Sequence[SkippedFile] = ()) -> dict:
    """A SARIF log with one run; results keep the order of TICKETS, SKIPPED files become notifications."""
    rules = _rules(tickets)
    index = {rule["id"]: position for position, rule in enumerate(rules)}
    driver = {"name": "twokey", "version": tool_version, "rules": rules}
    return {
        "$schema": SARIF_SCHEMA,
        "version": SARIF_VERSION,
        "runs": [{
            "tool": {"driver": driver},
            "invocations": [{"executionSuccessful": True,
                             "toolExecutionNotifications": [_notification(item) for item in skipped]}],
            "columnKind": "unicodeCodePoints",
            "results": [_result(ticket, index[ticket.category]) for ticket in tickets],
        }],
    }


def _notification(item: SkippedFile) -> dict:
    return {
        "level": "warning",
        "descriptor": {"id": f"skipped/{item.kind.value}"},
        "message": {"text": f"not analysed ({item.kind.value}): {item.reason}"},
        "locations": [{"physicalLocation": {"artifactLocation": {"uri": item.path, "uriBaseId": "%SRCROOT%"}}}],
    }


def _rules(tickets: list[Ticket]) -> list[dict]:
    """One rule per category, described by its first ticket, at its most severe ticket's score."""
    firsts: dict[str, Ticket] = {}
    worst: dict[str, Severity] = {}
    for ticket in tickets:
        firsts.setdefault(ticket.category, ticket)
        if ticket.category not in worst or ticket.severity.rank > worst[ticket.category].rank:
            worst[ticket.category] = ticket.severity
    return [_rule(ticket, worst[category]) for category, ticket in firsts.items()]


def _rule(ticket: Ticket, severity: Severity) -> dict:
    tags = [ticket.lens]
    properties: dict = {"tags": tags, "security-severity": _SECURITY_SEVERITY[severity]}
    if ticket.cwe:
        properties["cwe"] = f"CWE-{ticket.cwe}"
        tags.append(f"external/cwe/cwe-{ticket.cwe}")
    return {
        "id": ticket.category,
        "name": _rule_name(ticket.category),
        "shortDescription": {"text": ticket.category.replace("-", " ").capitalize()},
        "defaultConfiguration": {"level": _LEVEL[severity]},
        "properties": properties,
    }


def _rule_name(category: str) -> str:
    return "".join(word.capitalize() for word in category.split("-"))


def _result(ticket: Ticket, rule_index: int) -> dict:
    result = {
        "ruleId": ticket.category,
        "ruleIndex": rule_index,
        "level": _LEVEL[ticket.severity],
        "message": {"text": f"{ticket.title}: {ticket.claim}" if ticket.claim else ticket.title},
        "locations": [_location(location) for location in ticket.locations],
        "partialFingerprints": {FINGERPRINT_KEY: ticket.fingerprint},
        "properties": {"ticket": ticket.id, "status": ticket.status.value, "severity": ticket.severity.value,
                       "sameProvider": ticket.same_provider},
    }
    if ticket.status is TicketStatus.WONTFIX:
        # A person decided; code-scanning tools should show it as dismissed, not drop it.
        result["suppressions"] = [{"kind": "external", "status": "accepted",
                                   "justification": f"{ticket.id} is marked wontfix in the backlog"}]
    return result


def _location(location: Location) -> dict:
    return {"physicalLocation": {
        "artifactLocation": {"uri": location.path, "uriBaseId": "%SRCROOT%"},
        "region": {"startLine": location.start_line, "endLine": location.end_line},
    }}
