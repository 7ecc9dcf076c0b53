"""The backlog's trend series: one point per run in trend.jsonl, read back as the last run of each night."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from tickets import trend
from tickets.store import Backlog


def _point(when: str, high: int, run: str = "r") -> trend.TrendPoint:
    return trend.TrendPoint(time=datetime.fromisoformat(when).replace(tzinfo=UTC), run_id=run, commit="c" * 40,
                            status="done", open={"critical": 0, "high": high, "medium": 1, "low": 0})


def test_the_trend_shows_the_last_run_of_each_night_in_the_schedules_time_zone_newest_first() -> None:
    points = [_point("2026-11-29T01:00", 5), _point("2026-11-29T23:30", 4), _point("2026-11-30T01:00", 3)]
    # 23:30 UTC on the 29th is already the 30th in Berlin, so it and 01:00 UTC share a night there.
    assert [(row["night"], row["high"]) for row in trend.nightly_rows(points, "UTC")] == \
        [("2026-11-30", 3), ("2026-11-29", 4)]
    assert [(row["night"], row["high"]) for row in trend.nightly_rows(points, "Europe/Berlin")] == \
        [("2026-11-30", 3), ("2026-11-29", 5)]
    assert trend.nightly_rows(points, "UTC")[0]["open"] == 4


def test_recording_keeps_the_series_and_skips_a_line_that_does_not_parse(tmp_path: Path) -> None:
    backlog = Backlog(tmp_path / "backlog")
    with backlog.locked():
        trend.record(backlog, _point("2026-11-29T01:00", 5, "first"))
    path = tmp_path / "backlog" / trend.TREND_NAME
    path.write_text(path.read_text() + "not json, a person's note\n")
    with backlog.locked():
        series = trend.record(backlog, _point("2026-11-30T01:00", 4, "second"))
    assert [p.run_id for p in series] == ["first", "second"]
    assert [p.run_id for p in trend.read_points(backlog)] == ["first", "second"]
