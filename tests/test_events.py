"""The event log is append-only past-tense JSONL; a torn final line from a killed run is skipped."""

from __future__ import annotations

import json
from pathlib import Path

from twokey.kernel.events import Event, EventLog, read_events


def test_events_are_appended_never_rewritten(tmp_path: Path) -> None:
    log = EventLog("run-1", tmp_path)
    log.append(Event.RUN_STARTED, repo="r")
    first_bytes = log.path.read_bytes()
    log.append(Event.RUN_FINISHED, status="done")
    assert log.path.read_bytes().startswith(first_bytes)
    assert [event["event"] for event in log.read()] == ["run_started", "run_finished"]


def test_every_line_is_one_json_object_naming_its_run(tmp_path: Path) -> None:
    log = EventLog("run-2", tmp_path)
    log.append(Event.VERDICT, fingerprint="0" * 16, verdict="refuted")
    records = [json.loads(line) for line in log.path.read_text().splitlines()]
    assert records[0]["run_id"] == "run-2" and records[0]["verdict"] == "refuted" and "time" in records[0]


def test_a_torn_final_line_is_skipped_by_readers(tmp_path: Path) -> None:
    log = EventLog("run-3", tmp_path)
    log.append(Event.RUN_STARTED)
    with log.path.open("a") as handle:
        handle.write('{"event": "verd')
    assert [event["event"] for event in read_events(log.path)] == ["run_started"]


def test_event_names_are_past_tense_facts() -> None:
    assert all(event.value.endswith(("ed", "_started", "verdict", "confirmed", "_corrupt", "_written", "_reached",
                                     "_finished", "_pinned", "_settled", "_skipped", "_accepted", "_rejected",
                                     "_verified", "_passed", "_failed", "_resolved"))
               for event in Event)
