"""Age-grading helpers for results."""
import ast
import math

WMA_FACTORS = {"M40": 0.9417, "M50": 0.8828, "F40": 0.9301, "F50": 0.8647}


def age_graded(seconds, category):
    factor = WMA_FACTORS.get(category, 1.0)
    return round(seconds * factor, 1)


def custom_score(expression, seconds, position):
    env = {"seconds": seconds, "position": position, "math": math}
    return eval(expression, env)


def parse_splits(text):
    splits = ast.literal_eval(text)
    return [float(s) for s in splits]
