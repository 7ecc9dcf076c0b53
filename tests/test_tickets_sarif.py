"""SARIF 2.1.0 export: structure code-scanning tools accept, CWE in rule properties, stable fingerprints."""

import json
from dataclasses import replace
from datetime import UTC, datetime, timedelta
from pathlib import Path

import jsonschema
import pytest

from tickets.models import (
    AgentIdentity,
    Evidence,
    Location,
    Severity,
    Slot,
    TicketStatus,
)
from tickets.records import Sighting, Ticket
from tickets.sarif import RunFacts, to_sarif

AGENT = AgentIdentity(slot=Slot.AGENT_A, provider="builtin", model="pattern")
SEEN = Sighting(commit="c1", time=datetime(2024, 5, 1, tzinfo=UTC), run_id="run-1")

# The official OASIS schema, shipped as a test file (tests/data/README.md says where it comes from).
SCHEMA = json.loads((Path(__file__).parent / "data" / "sarif-schema-2.1.0.json").read_text(encoding="utf-8"))
NOW = datetime(2024, 5, 1, 2, 0, tzinfo=UTC)
FACTS = RunFacts(run_id="20240501T020000Z-c1-ab12", commit="c" * 40, started=NOW, finished=NOW + timedelta(seconds=3),
                 successful=True, exit_code=1, scope="app/",
                 skipped=[("app/big.py", "too large (2000001 bytes > 1000000)")],
                 secrets_present=["app/.env"])


def validate(log: dict) -> None:
    validator = jsonschema.Draft4Validator(SCHEMA, format_checker=jsonschema.Draft4Validator.FORMAT_CHECKER)
    errors = sorted(validator.iter_errors(json.loads(json.dumps(log))), key=lambda e: list(e.path))
    assert not errors, [f"{list(e.path)}: {e.message}" for e in errors[:5]]


def make_ticket(number=1, severity=Severity.HIGH, category="sql-injection", cwe=89, status=TicketStatus.OPEN):
    return Ticket(
        id=f"TK-{number:04d}", title="SQL built with string formatting", status=status, severity=severity,
        lens="security", category=category, rule_id="B608", cwe=cwe,
        locations=[Location(path="app/repo.py", start_line=11, end_line=12)],
        fingerprint=f"{number:016x}", code_digest="d" * 16, first_seen=SEEN, last_seen=SEEN, run_ids=["run-1"],
        raised_by=AGENT, confirmed_by=AGENT, same_provider=True, claim="uid reaches execute()",
        evidence=[Evidence(path="app/repo.py", start_line=11, end_line=12, quote="cur.execute(q % uid)")],
    )


def test_sarif_log_validates_against_the_official_sarif_2_1_0_schema():
    log = to_sarif([make_ticket(1), make_ticket(2, severity=Severity.LOW, cwe=None),
                    make_ticket(3, status=TicketStatus.WONTFIX)], tool_version="0.1.0", run=FACTS)
    assert log["version"] == "2.1.0" and "sarif-2.1.0" in log["$schema"]
    validate(log)
    assert log["runs"][0]["tool"]["driver"]["name"] == "twokey"


def test_the_schema_check_catches_an_invalid_log():
    log = to_sarif([make_ticket(1)], tool_version="0.1.0", run=FACTS)
    log["runs"][0]["results"][0]["level"] = "severe"
    with pytest.raises(AssertionError, match="level"):
        validate(log)


def test_automation_details_name_the_analysis_by_folder_so_code_scanning_tracks_it():
    run = to_sarif([make_ticket()], "0.1.0", FACTS)["runs"][0]
    assert run["automationDetails"]["id"] == "twokey/app/20240501T020000Z-c1-ab12"  # category twokey/app/
    whole = to_sarif([], "0.1.0", replace(FACTS, scope=""))["runs"][0]
    assert whole["automationDetails"]["id"] == "twokey/20240501T020000Z-c1-ab12"
    assert run["properties"] == {"runId": FACTS.run_id, "commit": FACTS.commit, "scope": "app/"}


def test_the_invocation_says_how_the_run_ended_and_lists_every_file_not_analysed():
    [invocation] = to_sarif([make_ticket()], "0.1.0", FACTS)["runs"][0]["invocations"]
    assert invocation["executionSuccessful"] is True and invocation["exitCode"] == 1
    assert (invocation["startTimeUtc"], invocation["endTimeUtc"]) == ("2024-05-01T02:00:00.000Z",
                                                                      "2024-05-01T02:00:03.000Z")
    skipped, secret = invocation["toolExecutionNotifications"]
    assert skipped["descriptor"]["id"] == "file-skipped" and "too large" in skipped["message"]["text"]
    assert skipped["locations"][0]["physicalLocation"]["artifactLocation"]["uri"] == "app/big.py"
    assert secret["descriptor"]["id"] == "secret-withheld" and "content withheld" in secret["message"]["text"]


def test_cwe_goes_in_the_rule_properties_with_its_tag():
    [rule] = to_sarif([make_ticket()], "0.1.0")["runs"][0]["tool"]["driver"]["rules"]
    assert rule["id"] == "sql-injection"
    assert rule["properties"]["cwe"] == "CWE-89"
    assert rule["properties"]["tags"] == ["security", "external/cwe/cwe-89"]


def test_one_rule_per_category_and_results_point_at_it():
    log = to_sarif([make_ticket(1), make_ticket(2), make_ticket(3, category="command-injection", cwe=78)], "0.1.0")
    rules = log["runs"][0]["tool"]["driver"]["rules"]
    assert [r["id"] for r in rules] == ["sql-injection", "command-injection"]
    for result in log["runs"][0]["results"]:
        assert rules[result["ruleIndex"]]["id"] == result["ruleId"]


@pytest.mark.parametrize(("severity", "level"), [
    (Severity.CRITICAL, "error"), (Severity.HIGH, "error"), (Severity.MEDIUM, "warning"), (Severity.LOW, "note")])
def test_severity_maps_to_sarif_level(severity, level):
    [result] = to_sarif([make_ticket(severity=severity)], "0.1.0")["runs"][0]["results"]
    assert result["level"] == level


def test_result_carries_location_region_and_ticket_fingerprint():
    [result] = to_sarif([make_ticket(7)], "0.1.0")["runs"][0]["results"]
    physical = result["locations"][0]["physicalLocation"]
    assert physical["artifactLocation"]["uri"] == "app/repo.py"
    assert physical["region"] == {"startLine": 11, "endLine": 12}
    assert result["partialFingerprints"] == {"twokey/v1": f"{7:016x}"}


def test_wontfix_ticket_is_exported_as_suppressed():
    [result] = to_sarif([make_ticket(status=TicketStatus.WONTFIX)], "0.1.0")["runs"][0]["results"]
    assert result["suppressions"][0]["status"] == "accepted"


def test_rule_without_cwe_has_no_cwe_property():
    [rule] = to_sarif([make_ticket(cwe=None)], "0.1.0")["runs"][0]["tool"]["driver"]["rules"]
    assert "cwe" not in rule["properties"] and rule["properties"]["tags"] == ["security"]
