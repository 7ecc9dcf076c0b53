import yaml

from . import settings


def load_rules(path=settings.RULES_FILE):
    with open(path) as fh:
        return yaml.safe_load(fh)


def apply_rules(records, rules=None):
    rules = rules or load_rules()
    compiled = {name: compile(expr, "<rule %s>" % name, "eval") for name, expr in rules.items()}
    out = []
    for rec in records:
        scope = dict(rec)
        for name, code in compiled.items():
            scope[name] = eval(code, {"__builtins__": {"round": round}}, scope)
        out.append(scope)
    return out
