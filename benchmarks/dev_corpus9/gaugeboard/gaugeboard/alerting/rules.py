"""Threshold rules and value transforms.

A rule expression compares metric values, e.g. ``cpu_user + cpu_system > 90``.
Panel transforms rescale a raw value, e.g. ``value / 1024 / 1024``.
"""
import ast
import re

METRIC_NAME = re.compile(r"^[a-z][a-z0-9_]{0,62}$")
AGGREGATES = {"avg": "sum(xs) / len(xs)", "max": "max(xs)", "min": "min(xs)", "sum": "sum(xs)"}


class ThresholdRule(object):
    def __init__(self, name, expression, webhook_url=None):
        self.name = name
        self.expression = expression
        self.webhook_url = webhook_url

    def evaluate(self, metrics):
        values = {k: (v if v is not None else 0) for k, v in metrics.items()}
        return bool(eval(self.expression, {"__builtins__": None}, values))


_CONDITION_NODES = (
    ast.Expression, ast.BoolOp, ast.And, ast.Or, ast.Compare, ast.Gt, ast.GtE, ast.Lt, ast.LtE,
    ast.Eq, ast.NotEq, ast.BinOp, ast.Add, ast.Sub, ast.Mult, ast.Div, ast.UnaryOp, ast.USub,
    ast.Not, ast.Name, ast.Load, ast.Constant,
)


def compile_condition(expression, metric_names):
    """Compile a condition for the v2 rule API after checking every node."""
    tree = ast.parse(expression, mode="eval")
    for node in ast.walk(tree):
        if not isinstance(node, _CONDITION_NODES):
            raise ValueError("unsupported element %s" % type(node).__name__)
        if isinstance(node, ast.Name) and node.id not in metric_names:
            raise ValueError("unknown metric %s" % node.id)
        if isinstance(node, ast.Constant) and not isinstance(node.value, (int, float)):
            raise ValueError("only numeric constants")
    code = compile(tree, "<condition>", "eval")
    return lambda values: bool(eval(code, {"__builtins__": {}}, {n: values.get(n) or 0 for n in metric_names}))


def make_aggregator(metric_names, how):
    """Build ``f(samples) -> {metric: aggregate}`` for the nightly rollup."""
    if how not in AGGREGATES:
        raise ValueError("unknown aggregate %r" % how)
    lines = ["def rollup(samples):", "    out = {}"]
    for name in metric_names:
        if not METRIC_NAME.match(name):
            raise ValueError("bad metric name %r" % name)
        lines.append("    xs = samples.get(%r) or [0]" % name)
        lines.append("    out[%r] = %s" % (name, AGGREGATES[how]))
    lines.append("    return out")
    ns = {}
    exec("\n".join(lines), ns)
    return ns["rollup"]


def make_transform(text):
    if not text:
        return lambda value: value
    return eval("lambda value: " + text)
