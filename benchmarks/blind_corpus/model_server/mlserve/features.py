import ast

import numpy as np


def build_transform(spec):
    """spec: {"kind": "expr", "source": "lambda x: np.log1p(x)"} or
    {"kind": "constants", "source": "[0.5, 1.5]"}"""
    if spec["kind"] == "expr":
        return eval(spec["source"], {"np": np})
    values = ast.literal_eval(spec["source"])
    return lambda x: np.asarray(x) * np.asarray(values)


def load_array(fileobj, legacy=False):
    if legacy:
        return np.load(fileobj, allow_pickle=True)
    return np.load(fileobj, allow_pickle=False)
