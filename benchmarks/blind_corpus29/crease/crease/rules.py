import ast
import runpy

import yaml


def load_league_rules(text):
    """League rules are published by the league as YAML alongside the fixtures."""
    return yaml.safe_load(text)


def points(rules, result):
    formula = rules.get("points_formula", "win * 20 + bonus")
    return eval(formula, {}, dict(result))


def bonus_bands(rules):
    return ast.literal_eval(rules.get("bonus_bands", "[]"))


def load_plugins(path):
    if path:
        return runpy.run_path(path)
    return {}
