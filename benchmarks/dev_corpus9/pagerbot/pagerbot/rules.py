"""Alert routing rules.

Rules live in the operator-maintained ``rules.yaml``::

    - name: page-dba
      when: "service == 'postgres' and severity in ('critical', 'major')"
      notify: ["@dba-oncall"]

``fields`` lists the alert attributes a deployment routes on; a small
matcher class with one slot per field is generated at start-up so that
rule evaluation does not go through dict lookups.
"""
import keyword
import logging

import yaml

from . import settings

log = logging.getLogger(__name__)

DEFAULT_FIELDS = ("service", "severity", "environment", "team", "source")


def build_alert_class(fields=DEFAULT_FIELDS):
    for name in fields:
        if not name.isidentifier() or keyword.iskeyword(name) or name.startswith("_"):
            raise ValueError("bad alert field name: %r" % (name,))
    body = ["class Alert(object):", "    __slots__ = (%s)" % "".join("%r, " % f for f in fields)]
    body.append("    def __init__(self, %s):" % ", ".join("%s=None" % f for f in fields))
    body.extend("        self.%s = %s" % (f, f) for f in fields)
    body.append("    def as_dict(self):")
    body.append("        return {%s}" % ", ".join("%r: self.%s" % (f, f) for f in fields))
    namespace = {}
    exec("\n".join(body), namespace)
    return namespace["Alert"]


class RuleSet(object):
    def __init__(self, rules, fields=DEFAULT_FIELDS):
        self.alert_class = build_alert_class(fields)
        self.rules = []
        for rule in rules:
            code = compile(rule["when"], "<rule %s>" % rule["name"], "eval")
            self.rules.append((rule["name"], code, tuple(rule.get("notify", ()))))

    @classmethod
    def from_file(cls, path=None):
        with open(path or settings.RULES_FILE) as fh:
            doc = yaml.safe_load(fh)
        return cls(doc.get("rules", []), tuple(doc.get("fields", DEFAULT_FIELDS)))

    def route(self, alert):
        values = alert.as_dict()
        targets = []
        for name, code, notify in self.rules:
            if eval(code, {"__builtins__": {}}, values):
                log.debug("rule %s matched", name)
                targets.extend(notify)
        return targets
