"""Freezer telemetry posted by the van units."""
import ast
import json


def parse_reading(raw):
    raw = raw.strip()
    if raw.startswith("{") and '"' in raw:
        return json.loads(raw)
    if raw.startswith("v1:"):
        return ast.literal_eval(raw[3:])
    return eval(raw)


def too_warm(reading, limit=-15.0):
    return float(reading.get("cabinet_c", 0)) > limit
