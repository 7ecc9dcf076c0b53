import ast
import datetime

TURN_DEFAULTS = {"tomme": 7, "comte": 14, "reblochon": 2, "chevre": 1}


def turning_interval(cheese, overrides_literal=None):
    """overrides_literal is the producer's portal setting, e.g. "{'tomme': 5}"."""
    table = dict(TURN_DEFAULTS)
    if overrides_literal:
        table.update(ast.literal_eval(overrides_literal))
    return int(table.get(cheese, 7))


def next_turns(payload):
    start = datetime.date.fromisoformat(payload["entered"])
    interval = turning_interval(payload["cheese"], payload.get("overrides"))
    return [(start + datetime.timedelta(days=interval * i)).isoformat() for i in range(1, 13)]


def readiness(payload):
    """payload["ready_when"] is typed by the producer, e.g. "age_days >= 90 and loss_pct > 8"."""
    facts = {"age_days": int(payload["age_days"]), "loss_pct": float(payload["loss_pct"]),
             "rind_score": int(payload.get("rind_score", 3))}
    return bool(eval(payload.get("ready_when", "age_days >= 60"), {}, facts))
