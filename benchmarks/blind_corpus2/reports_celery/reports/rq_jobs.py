"""Jobs executed by RQ workers (`rq worker formulas`)."""
import ast
import math

from redis import Redis
from rq import Queue

from . import settings, sql

SAFE_FUNCS = {"round": round, "abs": abs, "min": min, "max": max, "sqrt": math.sqrt}

queue = Queue("formulas", connection=Redis.from_url(settings.REDIS_URL))


def computed_column(spec, formula):
    """Add a user-defined column, e.g. "revenue / units" to every row."""
    rows = sql.run_summary(spec)
    for row in rows:
        row["computed"] = eval(formula, {"__builtins__": {}, **SAFE_FUNCS}, dict(row))
    return rows


def apply_thresholds(spec, thresholds):
    """thresholds arrives as a Python-literal string such as "{'revenue': 1000}"."""
    limits = ast.literal_eval(thresholds)
    rows = sql.run_summary(spec)
    return [r for r in rows if all(r.get(k, 0) >= v for k, v in limits.items())]


def enqueue_formula(spec, formula):
    return queue.enqueue(computed_column, spec, formula, job_timeout=60)


def enqueue_thresholds(spec, thresholds):
    return queue.enqueue(apply_thresholds, spec, thresholds, job_timeout=60)
