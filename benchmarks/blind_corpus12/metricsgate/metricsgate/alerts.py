import jinja2
from jinja2.sandbox import SandboxedEnvironment

from . import query

_sandbox = SandboxedEnvironment(autoescape=False)

DEFAULT_MESSAGE = "{{ rule.name }} is {{ value }} (threshold {{ rule.threshold }})"


def should_fire(rule, series):
    value = query.evaluate(rule["expr"], series)
    threshold = query.parse_threshold(rule["threshold"])
    if isinstance(threshold, (list, tuple)):
        return not (threshold[0] <= value <= threshold[1]), value
    return value > threshold, value


def summary(rule, value):
    return _sandbox.from_string(rule.get("summary") or DEFAULT_MESSAGE).render(rule=rule, value=value)


def legacy_message(rule, value):
    # kept for v1 rules that still use the old "message" field
    return jinja2.Template(rule["message"]).render(rule=rule, value=value)
