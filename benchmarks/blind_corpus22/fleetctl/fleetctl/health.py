import ast


def record_healthy(record, metrics):
    expr = record.get("health_expr", "True")
    return bool(eval(expr, {}, dict(metrics)))


def operator_filter(where, metrics):
    # --where is typed by the operator running the CLI
    return bool(eval(where, {"__builtins__": {}}, dict(metrics)))


def parse_thresholds(text):
    return ast.literal_eval(text)
