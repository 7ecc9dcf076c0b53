"""SARIF 2.1.0 export: structure code-scanning tools accept, CWE in rule properties, stable fingerprints."""

import json
from datetime import UTC, datetime

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
from tickets.sarif import to_sarif

AGENT = AgentIdentity(slot=Slot.AGENT_A, provider="builtin", model="pattern")
SEEN = Sighting(commit="c1", time=datetime(2024, 5, 1, tzinfo=UTC), run_id="run-1")

# The parts of the official SARIF 2.1.0 schema that code-scanning uploads depend on.
SARIF_SUBSET = {
    "type": "object",
    "required": ["version", "runs", "$schema"],
    "properties": {
        "version": {"const": "2.1.0"},
        "runs": {"type": "array", "minItems": 1, "items": {
            "type": "object", "required": ["tool", "results"],
            "properties": {
                "tool": {"type": "object", "required": ["driver"], "properties": {"driver": {
                    "type": "object", "required": ["name", "rules"],
                    "properties": {"rules": {"type": "array", "items": {
                        "type": "object", "required": ["id", "shortDescription"],
                        "properties": {"shortDescription": {"type": "object", "required": ["text"]},
                                       "properties": {"type": "object"}}}}}}}},
                "results": {"type": "array", "items": {
                    "type": "object", "required": ["ruleId", "message", "locations", "level"],
                    "properties": {
                        "level": {"enum": ["none", "note", "warning", "error"]},
                        "message": {"type": "object", "required": ["text"]},
                        "partialFingerprints": {"type": "object", "additionalProperties": {"type": "string"}},
                        "locations": {"type": "array", "items": {
                            "type": "object", "required": ["physicalLocation"],
                            "properties": {"physicalLocation": {
                                "type": "object", "required": ["artifactLocation", "region"],
                                "properties": {
                                    "artifactLocation": {"type": "object", "required": ["uri"]},
                                    "region": {"type": "object", "required": ["startLine"], "properties": {
                                        "startLine": {"type": "integer", "minimum": 1},
                                        "endLine": {"type": "integer", "minimum": 1}}}}}}}}}}},
            }}},
    },
}


def make_ticket(number=1, severity=Severity.HIGH, category="sql-injection", cwe=89, status=TicketStatus.OPEN):
    return Ticket(
        id=f"TK-{number:04d}", title="SQL built with string formatting", status=status, severity=severity,
        lens="security", category=category, rule_id="B608", cwe=cwe,
        locations=[Location(path="app/repo.py", start_line=11, end_line=12)],
        fingerprint=f"{number:016x}", code_digest="d" * 16, first_seen=SEEN, last_seen=SEEN, run_ids=["run-1"],
        raised_by=AGENT, confirmed_by=AGENT, same_provider=True, claim="uid reaches execute()",
        evidence=[Evidence(path="app/repo.py", start_line=11, end_line=12, quote="cur.execute(q % uid)")],
    )


def test_sarif_log_is_version_2_1_0_and_validates_structurally():
    log = to_sarif([make_ticket(1), make_ticket(2, severity=Severity.LOW)], tool_version="0.1.0")
    assert log["version"] == "2.1.0" and "sarif-2.1.0" in log["$schema"]
    jsonschema.validate(json.loads(json.dumps(log)), SARIF_SUBSET)
    assert log["runs"][0]["tool"]["driver"]["name"] == "twokey"


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
