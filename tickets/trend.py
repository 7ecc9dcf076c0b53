"""The backlog's trend: open tickets by severity after each recorded run, kept beside the tickets.

`trend.jsonl` in the backlog folder holds one point per run, so the series travels with the
repository and survives a new Prefect server. It is rewritten atomically under the backlog's
lock and keeps the last `KEEP` points; a line that does not parse is skipped, never fatal.
Open means `open` or `in-progress`, as in the backlog's README.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from zoneinfo import ZoneInfo

from pydantic import BaseModel, ConfigDict, ValidationError

from tickets.models import Severity, TicketStatus
from tickets.records import Ticket
from tickets.store import Backlog, atomic_write

TREND_NAME = "trend.jsonl"
KEEP = 1000
OPEN_WORK = (TicketStatus.OPEN, TicketStatus.IN_PROGRESS)
SEVERITIES = tuple(sorted(Severity, key=lambda s: s.rank, reverse=True))  # critical first


class TrendPoint(BaseModel):
    """The backlog after one run."""

    model_config = ConfigDict(extra="ignore", frozen=True)

    time: datetime
    run_id: str
    commit: str
    status: str
    open: dict[str, int]

    def night(self, zone: str) -> str:
        return self.time.astimezone(ZoneInfo(zone)).date().isoformat()


def point_after(tickets: Sequence[Ticket], *, time: datetime, run_id: str, commit: str, status: str) -> TrendPoint:
    counts = {severity.value: 0 for severity in SEVERITIES}
    for ticket in tickets:
        if ticket.status in OPEN_WORK:
            counts[ticket.severity.value] += 1
    return TrendPoint(time=time, run_id=run_id, commit=commit, status=status, open=counts)


def read_points(backlog: Backlog) -> list[TrendPoint]:
    path = backlog.directory / TREND_NAME
    if not path.is_file():
        return []
    points = []
    for line in path.read_text(encoding="utf-8").splitlines():
        try:
            points.append(TrendPoint.model_validate_json(line))
        except ValidationError:
            continue  # a hand-edited or foreign line: the rest of the series still counts
    return points


def record(backlog: Backlog, point: TrendPoint) -> list[TrendPoint]:
    """Add POINT to the series (the caller holds the backlog's lock) and return the whole series."""
    points = [*read_points(backlog), point][-KEEP:]
    atomic_write(backlog.directory / TREND_NAME, "".join(p.model_dump_json() + "\n" for p in points))
    return points


def nightly_rows(points: Sequence[TrendPoint], zone: str, nights: int = 30) -> list[dict[str, object]]:
    """The last run of each night (in ZONE), newest first: the table a team lead reads."""
    last: dict[str, TrendPoint] = {}
    for point in sorted(points, key=lambda p: p.time):
        last[point.night(zone)] = point
    rows = []
    for night, point in sorted(last.items(), reverse=True)[:nights]:
        counts = {severity.value: point.open.get(severity.value, 0) for severity in SEVERITIES}
        rows.append({"night": night, **counts, "open": sum(counts.values()), "commit": point.commit[:8],
                     "status": point.status})
    return rows
