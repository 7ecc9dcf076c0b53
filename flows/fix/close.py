"""Closing a fix: the ticket's status and "## Fix" section, and the evidence folder of the run.

Ticket writes go through the backlog store under its lock (atomic, redacted, a person's
body edits kept). Evidence is written to twokey's own state folder, never the target.
"""

from __future__ import annotations

import json
from datetime import UTC, datetime

from flows.fix.report import FixReport
from tickets.models import TicketStatus
from tickets.records import Ticket
from tickets.store import Backlog
from twokey.kernel.templates import environment

_BACKLOG_WAIT_SECONDS = 30.0


def render(template: str, report: FixReport) -> str:
    now = datetime.now(UTC).strftime("%Y-%m-%d %H:%M UTC")
    return environment("flows").get_template(template).render(r=report, now=now)


def fix_section(report: FixReport) -> str:
    return render("fix_section.md.j2", report).strip()


def _save(backlog: Backlog, ticket_id: str, **updates) -> None:
    with backlog.locked(_BACKLOG_WAIT_SECONDS):
        current = backlog.find(ticket_id).ticket
        backlog.save(Ticket.model_validate(current.model_dump() | updates))
        backlog.write_index([file.ticket for file in backlog.load()[0]])


def close_ticket(backlog: Backlog, ticket: Ticket, report: FixReport, text: str) -> None:
    """Record the attempt in the Fix section; with a commit, the ticket becomes in-progress."""
    updates: dict = {"fix": text}
    if report.commit:
        updates |= {"status": TicketStatus.IN_PROGRESS, "branch": report.branch, "commit": report.commit}
    _save(backlog, ticket.id, **updates)


def mark_obsolete(backlog: Backlog, ticket: Ticket, reason: str, run_id: str) -> None:
    _save(backlog, ticket.id, status=TicketStatus.OBSOLETE,
          fix=f"Fix run `{run_id}`: not needed; {reason}. The ticket is now obsolete.")


def write_evidence(report: FixReport) -> None:
    """The diff, the test evidence before and after, the gates and the verdict, as files."""
    folder = report.evidence_dir
    (folder / "diff.patch").write_text(report.diff, encoding="utf-8")
    summary = {
        "run_id": report.run_id, "ticket": report.ticket_id, "status": report.status.value, "reason": report.reason,
        "autonomy": report.autonomy, "base": report.base, "branch": report.branch, "commit": report.commit,
        "rounds": report.rounds, "gates": [{"name": g.name, "passed": g.passed, "details": list(g.details)}
                                           for g in report.gates],
        "writer": report.write.model_dump(mode="json") if report.write else None,
        "critic": report.critic.model_dump(mode="json") if report.critic else None,
        "positions": report.positions, "patches": report.patches, "approval": report.approval,
        "baseline": report.baseline.as_dict() if report.baseline else None,
        "after": report.after.as_dict() if report.after else None, "notes": report.notes,
    }
    (folder / "summary.json").write_text(json.dumps(summary, indent=2, default=str) + "\n", encoding="utf-8")
    (folder / "summary.md").write_text(render("fix_summary.md.j2", report), encoding="utf-8")
