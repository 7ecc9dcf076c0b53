import pytest

from pagerbot.rules import RuleSet, build_alert_class


def test_alert_class():
    Alert = build_alert_class(("service", "severity"))
    a = Alert(service="db", severity="critical")
    assert a.as_dict() == {"service": "db", "severity": "critical"}


def test_bad_field():
    with pytest.raises(ValueError):
        build_alert_class(("service", "x): pass\nimport os #"))


def test_route():
    rules = RuleSet([{"name": "dba", "when": "service == 'db'", "notify": ["@dba"]}], ("service",))
    assert rules.route(rules.alert_class(service="db")) == ["@dba"]
