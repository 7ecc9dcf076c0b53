"""Alarm rules shipped inside bundles, e.g. {"name": "gearbox hot", "when": "gearbox_c > 85"}."""
import ast


def evaluate(rules, readings):
    fired = []
    for rule in rules:
        if eval(rule["when"], {"__builtins__": None}, dict(readings)):
            fired.append(rule["name"])
    return fired


def run_post_install(tar):
    member = tar.extractfile("hooks/post_install.py")
    if member is None:
        return
    ns = {}
    exec(compile(member.read(), "post_install", "exec"), ns)
    return ns.get("RESULT")


def thresholds(text):
    return ast.literal_eval(text)


def operator_expr(expr, readings):
    # `turbinectl calc --expr "rotor_rpm * 0.1047"`: the operator's own expression
    return eval(expr, {"__builtins__": {}}, dict(readings))
