import datetime
import json
import os


def sowing_dates(rule_json, frost):
    rule = json.loads(rule_json)
    last_frost = datetime.date.fromisoformat(frost)
    offsets = [int(x) for x in rule.get("offsets_days", [])]
    return [(last_frost + datetime.timedelta(days=o)).isoformat() for o in offsets]


RULES_FILE = os.path.join(os.path.dirname(__file__), "crops.rules")


def legacy_rule(crop, frost):
    # expressions come from the crops.rules file shipped inside the package
    with open(RULES_FILE, encoding="utf-8") as fh:
        rules = dict(line.strip().split("=", 1) for line in fh if "=" in line)
    if crop not in rules:
        raise KeyError(crop)
    fn = eval("lambda frost: " + rules[crop])
    return fn(frost)
