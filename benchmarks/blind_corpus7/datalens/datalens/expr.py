import math

import numpy as np

from ._compat import literal

AGGREGATES = ("sum", "mean", "median", "min", "max", "std", "count")


def apply_formula(rows, expression, name="value"):
    """Add ``name`` to each row by evaluating ``expression`` with ``row`` in scope."""
    out = []
    for row in rows:
        r = dict(row)
        r[name] = eval(expression, {"math": math, "np": np}, {"row": r})
        out.append(r)
    return out


def derive(df, target, spec):
    """spec is a literal like "{'col': 'price', 'scale': 1.2}"."""
    opts = literal(spec)
    df[target] = df[opts["col"]] * float(opts.get("scale", 1.0))
    return df


def summarize(df, column, how="mean"):
    if how not in AGGREGATES:
        raise ValueError("unsupported aggregate %r" % how)
    fn = eval("lambda s: s.%s()" % how)
    return fn(df[column])


def run_steps(df, steps):
    """Apply pipeline steps; each step may carry a ``code`` snippet operating on ``df``."""
    for step in steps:
        if "code" in step:
            ns = {"df": df, "np": np}
            exec(step["code"], ns)
            df = ns["df"]
    return df
