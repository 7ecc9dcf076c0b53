"""SARIF 2.1.0 export of tickets, so code-scanning tools read the same findings as people.

One rule per finding category, CWE in the rule properties, the ticket fingerprint as the
partial fingerprint; the run's automation id (stable per repository folder, so code scanning
tracks one analysis), and an invocation that says whether the run finished and lists every file
that was not analysed. It builds a dict only: it never reads or writes the backlog.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import UTC, datetime

from tickets.models import Location, Severity, TicketStatus
from tickets.records import Ticket

SARIF_SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json"
SARIF_VERSION = "2.1.0"
FINGERPRINT_KEY = "twokey/v1"
RELATED_TEXT = "Another place this ticket names."  # one flow's other sinks, or a finding's own further places

_LEVEL = {Severity.CRITICAL: "error", Severity.HIGH: "error", Severity.MEDIUM: "warning", Severity.LOW: "note"}
# GitHub code scanning ranks security alerts by this rule property (a CVSS-like score).
_SECURITY_SEVERITY = {Severity.CRITICAL: "9.5", Severity.HIGH: "8.0", Severity.MEDIUM: "5.5", Severity.LOW: "3.0"}


@dataclass(frozen=True)
class RunFacts:
    """What SARIF says about the run itself: which, where, when, whether it finished, what it did not read."""

    run_id: str
    commit: str
    started: datetime
    finished: datetime
    successful: bool
    exit_code: int
    scope: str = ""  # the folder audited (`shop/`), "" for the whole repository
    skipped: list[tuple[str, str]] = field(default_factory=list)  # (path, reason): not analysed
    skipped_kinds: dict[str, str] = field(default_factory=dict)  # path -> twokey.kernel.coverage.SkipKind value
    secrets_present: list[str] = field(default_factory=list)
    status: str = "done"
    reason: str = ""


def to_sarif(tickets: list[Ticket], tool_version: str, run: RunFacts | None = None) -> dict:
    """A SARIF log with one run; results keep the order of TICKETS."""
    rules = _rules(tickets)
    index = {rule["id"]: position for position, rule in enumerate(rules)}
    driver = {"name": "twokey", "version": tool_version, "rules": rules}
    sarif_run: dict = {
        "tool": {"driver": driver},
        "columnKind": "unicodeCodePoints",
        "results": [_result(ticket, index[ticket.category]) for ticket in tickets],
    }
    if run is not None:
        sarif_run |= _about(run)
    return {"$schema": SARIF_SCHEMA, "version": SARIF_VERSION, "runs": [sarif_run]}


def automation_id(run: RunFacts) -> str:
    """`twokey/<folder>/<run id>`: code scanning takes the part before the last slash as the analysis category."""
    return f"twokey/{run.scope}{run.run_id}"


def _about(run: RunFacts) -> dict:
    notifications = [_notification(path, f"{path}: {reason}; not analysed", "file-skipped",
                                   run.skipped_kinds.get(path, "not-analysed")) for path, reason in run.skipped]
    notifications += [_notification(path, f"{path}: holds secrets; present, content withheld", "secret-withheld")
                      for path in run.secrets_present]
    invocation = {"executionSuccessful": run.successful, "exitCode": run.exit_code,
                  "startTimeUtc": _utc(run.started), "endTimeUtc": _utc(run.finished),
                  "toolExecutionNotifications": notifications,
                  "properties": {"status": run.status, **({"reason": run.reason} if run.reason else {})}}
    return {
        "automationDetails": {"id": automation_id(run),
                              "description": {"text": f"twokey audit of {run.scope or 'the repository'}"}},
        "invocations": [invocation],
        "properties": {"runId": run.run_id, "commit": run.commit, "scope": run.scope or "."},
    }


def _notification(path: str, text: str, descriptor: str, kind: str = "secret") -> dict:
    return {"level": "note", "message": {"text": text}, "descriptor": {"id": descriptor}, "properties": {"kind": kind},
            "locations": [{"physicalLocation": {"artifactLocation": {"uri": path, "uriBaseId": "%SRCROOT%"}}}]}


def _utc(moment: datetime) -> str:
    return moment.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%S.%f")[:-3] + "Z"


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
        "locations": [_location(ticket.locations[0])],
        "partialFingerprints": {FINGERPRINT_KEY: ticket.fingerprint},
        "properties": {"ticket": ticket.id, "status": ticket.status.value, "severity": ticket.severity.value,
                       "sameProvider": ticket.same_provider},
    }
    if len(ticket.locations) > 1:
        # SARIF's `locations` are places fixed together with the first; the ticket's other places (another
        # sink of one flow) are named apart, each with its own id.
        result["relatedLocations"] = [{"id": number, **_location(location), "message": {"text": RELATED_TEXT}}
                                      for number, location in enumerate(ticket.locations[1:], start=1)]
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
