"""Scoring of outcome measures (Oxford Knee Score, QuickDASH and the like).

Each measure's scoring rule is typed by senior clinicians on the measures
admin page, as an expression over ``items``.
"""
import math

SCORING_NAMES = {"sum": sum, "min": min, "max": max, "len": len, "round": round, "math": math}


def score(rule, items):
    env = dict(SCORING_NAMES)
    env["items"] = items
    return float(eval(rule, {"__builtins__": {}}, env))
