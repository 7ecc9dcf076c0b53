"""The run summary: one pydantic document, rendered as text, JSON or a Prefect Markdown artifact.

Every view of a run comes from `AuditSummary`, so the CLI, `--format json` and the UI
cannot disagree about what a run did.
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import Any

import jinja2
from pydantic import BaseModel, ConfigDict

from flows.audit.core import AuditReport
from tickets.records import Ticket
from twokey.kernel.durations import format_duration
from twokey.kernel.templates import environment


class SummaryModel(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class TicketLine(SummaryModel):
    id: str
    title: str
    severity: str
    status: str
    location: str
    file: str


class SkippedLine(SummaryModel):
    path: str
    reason: str
    kind: str = ""


class AuditSummary(SummaryModel):
    run_id: str
    repo: str
    path: str
    commit: str
    status: str
    reason: str
    exit_code: int
    backlog: str
    event_log: str
    providers: dict[str, str]
    same_provider: bool
    rounds: list[str]
    files_audited: int  # analysed by both slots
    skipped_by_kind: dict[str, int]
    not_reached: list[str]  # under the include globs, neither analysed nor skipped: the run stopped first
    parsers: dict[str, int]  # how the audited files were read: ast, fissix (Python 2), libcst (newer syntax)
    parsed_with: dict[str, str]  # path -> means, for each audited file not read by the running ast
    raised: int
    unsupported: int
    refuted: int
    uncertain: int
    settled: int
    confirmed: int
    turns: int
    new: list[TicketLine]
    persisting: list[TicketLine]
    reopened: list[TicketLine]
    resolved: list[TicketLine]
    corrupt: list[SkippedLine]
    skipped: list[SkippedLine]
    secrets_present: list[str]
    seconds: float
    cost_usd: float
    tokens: int
    model_calls: int
    cost_estimated: bool = False  # some provider reports no cost: part of cost_usd is from a price table
    failed_spend_usd: float = 0.0  # charged by calls that gave no turn, included in cost_usd
    scope: str = ""  # the folder audited, when not the whole repository
    max_file_size: int = 0  # bytes: larger files are skipped, and listed as skipped
    fail_on: str | None = None
    failing: list[str] = []  # the ticket ids --fail-on counted; with any, a finished run exits 1
    # Incremental audits: what was analysed, what was carried forward, what came from kept results.
    files_total: int = 0  # Python files in the snapshot; files_audited of them were analysed this run
    files_carried: int = 0  # unchanged since `since`: their outcome is the one already in the backlog
    since: str = ""  # the commit of the finished audit this one built on ("" for a full audit)
    full_reason: str = ""  # why this audit was a full one
    reused_raises: int = 0  # file raises answered from kept results: no analyser or model call
    reused_verdicts: int = 0  # verdicts answered from kept results, because nothing they read changed


def _ticket_file(backlog: Path, ticket: Ticket) -> str:
    matches = sorted(backlog.glob(f"{ticket.id}-*.md"))
    return str(matches[0]) if matches else str(backlog / f"{ticket.id}.md")


def _lines(report: AuditReport, tickets: list[Ticket]) -> list[TicketLine]:
    return [TicketLine(id=t.id, title=t.title, severity=t.severity.value, status=t.status.value,
                       location=str(t.locations[0]), file=_ticket_file(report.backlog_dir, t)) for t in tickets]


def _parsers(report: AuditReport) -> dict[str, int]:
    counts = Counter(report.parsed_with.values())
    return {"ast": report.files_audited - sum(counts.values()), **dict(sorted(counts.items()))}


def summarise(report: AuditReport) -> AuditSummary:
    outcome, change = report.outcome, report.change
    return AuditSummary(
        run_id=report.run_id, repo=report.target.name, path=str(report.target.root), commit=report.target.commit,
        status=report.status.value, reason=report.reason, exit_code=report.exit_code,
        backlog=str(report.backlog_dir), event_log=str(report.event_log), providers=report.providers,
        same_provider=outcome.same_provider, rounds=outcome.rounds, files_audited=report.files_audited,
        skipped_by_kind=dict(sorted(Counter(s.kind.value for s in report.skipped).items())),
        not_reached=report.not_reached, parsers=_parsers(report), parsed_with=report.parsed_with,
        raised=outcome.raised, unsupported=outcome.unsupported, refuted=outcome.count("refuted"),
        uncertain=outcome.count("uncertain"), settled=outcome.settled, confirmed=len(outcome.confirmed),
        turns=outcome.turns,
        new=_lines(report, change.new), persisting=_lines(report, change.persisting),
        reopened=_lines(report, change.reopened), resolved=_lines(report, change.resolved),
        corrupt=[SkippedLine(path=p, reason=r) for p, r in change.corrupt],
        skipped=[SkippedLine(path=s.path, reason=s.reason, kind=s.kind.value) for s in report.skipped],
        secrets_present=report.secrets_present, seconds=round(report.seconds, 3),
        cost_usd=round(outcome.usage.usd, 6), tokens=outcome.usage.tokens, model_calls=outcome.usage.calls,
        cost_estimated=outcome.usage.cost == "estimated", failed_spend_usd=round(outcome.spent_on_failures.usd, 6),
        scope=report.scope, max_file_size=report.max_file_size, fail_on=report.fail_on,
        failing=[ticket.id for ticket in report.failing], **_plan_lines(report),
    )


def _plan_lines(report: AuditReport) -> dict[str, Any]:
    plan, reused = report.plan, report.outcome.reused
    lines: dict[str, Any] = {"reused_raises": reused.raises, "reused_verdicts": reused.verdicts,
             "files_total": report.files_audited, "files_carried": 0}
    if plan is not None:
        lines |= {"files_total": len(plan.paths) + plan.carried, "files_carried": plan.carried,
                  "since": plan.since.commit if plan.since else "", "full_reason": plan.why_full}
    return lines


def _environment() -> jinja2.Environment:
    return environment("flows", {"duration": format_duration})


def render_text(summary: AuditSummary) -> str:
    return _environment().get_template("summary.txt.j2").render(s=summary)


def render_markdown(summary: AuditSummary) -> str:
    return _environment().get_template("summary.md.j2").render(s=summary, skipped_by_reason=by_reason(summary.skipped))


def by_reason(skipped: list[SkippedLine]) -> dict[str, int]:
    """How many files were skipped for each kind of reason ("too large (12 bytes > 10)" counts as "too large")."""
    counts: dict[str, int] = {}
    for line in skipped:
        kind = line.kind or line.reason.split(" (")[0]  # the coverage kind (twokey.kernel.coverage) when known
        counts[kind] = counts.get(kind, 0) + 1
    return dict(sorted(counts.items(), key=lambda item: (-item[1], item[0])))
