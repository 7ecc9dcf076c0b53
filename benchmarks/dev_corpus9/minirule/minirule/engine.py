from .codegen import build_action
from .expressions import DEFAULT_FUNCTIONS
from .parser import parse_condition


def run_condition(code, record):
    scope = dict(DEFAULT_FUNCTIONS)
    scope["__builtins__"] = {}
    return bool(eval(code, scope, dict(record)))


class Rule(object):
    def __init__(self, name, when, then=None, priority=0):
        self.name = name
        self.when_source = when
        self.then_source = then
        self.when = parse_condition(when)
        self.then = build_action(then) if then else None
        self.priority = priority

    def __getstate__(self):
        # Code objects do not pickle; snapshots carry the sources instead.
        return {"name": self.name, "when": self.when_source, "then": self.then_source, "priority": self.priority}

    def __setstate__(self, state):
        self.__init__(state["name"], state["when"], state["then"], state["priority"])

    def matches(self, record):
        return run_condition(self.when, record)

    def __repr__(self):
        return "Rule(%r, %r)" % (self.name, self.when_source)


class Ruleset(object):
    def __init__(self, rules=()):
        self.rules = sorted(rules, key=lambda r: -r.priority)

    def first_match(self, record):
        for rule in self.rules:
            if rule.matches(record):
                return rule
        return None

    def apply(self, record):
        rule = self.first_match(record)
        if rule is None or rule.then is None:
            return None
        return rule.then(record)

    @classmethod
    def from_dicts(cls, docs):
        return cls(Rule(d["name"], d["when"], d.get("then"), d.get("priority", 0)) for d in docs)
