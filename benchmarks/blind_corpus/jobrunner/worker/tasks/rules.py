import operator

from ..registry import task

OPS = {"gt": operator.gt, "lt": operator.lt, "eq": operator.eq}


@task("rule")
def rule(job):
    """Evaluate an alerting rule such as ``metrics['errors'] > 10``."""
    metrics = job.get("metrics", {})
    return bool(eval(job["expr"], {"__builtins__": {}}, {"metrics": metrics}))


@task("threshold")
def threshold(job):
    op = OPS[job.get("op", "gt")]
    return op(float(job["value"]), float(job["limit"]))
