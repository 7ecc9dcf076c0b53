import ast

import numpy as np
import pandas as pd

SAFE_FUNCS = {"log": np.log, "log1p": np.log1p, "sqrt": np.sqrt, "abs": np.abs, "exp": np.exp}
_ALLOWED = (
    ast.Expression, ast.BinOp, ast.UnaryOp, ast.Name, ast.Load, ast.Constant, ast.Call,
    ast.Add, ast.Sub, ast.Mult, ast.Div, ast.Mod, ast.USub, ast.UAdd,
)


class FeatureError(ValueError):
    pass


def compile_feature(expr, columns):
    """Validate an expression such as ``log1p(count) / effort`` against known columns."""
    tree = ast.parse(expr, mode="eval")
    for node in ast.walk(tree):
        if not isinstance(node, _ALLOWED):
            raise FeatureError(f"{type(node).__name__} not allowed")
        if isinstance(node, ast.Call):
            if not isinstance(node.func, ast.Name) or node.func.id not in SAFE_FUNCS or node.keywords:
                raise FeatureError("only simple calls to log/log1p/sqrt/abs/exp are allowed")
        if isinstance(node, ast.Name) and node.id not in columns and node.id not in SAFE_FUNCS:
            raise FeatureError(f"unknown column {node.id!r}")
    code = compile(tree, "<feature>", "eval")

    def apply(df):
        ns = {c: df[c].to_numpy() for c in columns}
        ns.update(SAFE_FUNCS)
        return eval(code, {"__builtins__": {}}, ns)

    return apply


def quick_feature(df, assignment):
    """Notebook shorthand: ``quick_feature(df, "cpue = count / effort")``."""
    name, _, rhs = assignment.partition("=")
    df[name.strip()] = eval(rhs, {"np": np}, {c: df[c] for c in df.columns})
    return df


# User-defined transforms: a snippet that defines ``transform(df) -> df``.
def load_transform(source):
    ns = {"np": np, "pd": pd}
    exec(compile(source, "<user-transform>", "exec"), ns)
    fn = ns.get("transform")
    if not callable(fn):
        raise ValueError("snippet must define transform(df)")
    return fn
