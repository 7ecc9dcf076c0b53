import ast
import math


def parse_coordinates(record):
    """Older portal records carry coordinates as a string like '(51.07, -1.79)'."""
    raw = record.get("verbatimCoordinates")
    if not raw:
        return None
    return eval(raw)


def parse_uncertainty(record):
    raw = record.get("coordinateUncertaintyInMeters", "None")
    return ast.literal_eval(raw) if isinstance(raw, str) else raw


def apply_transform(record):
    """Records may ship a datum transform snippet written by the contributing institution."""
    snippet = record.get("georeferenceRemarks", "")
    if snippet.startswith("transform:"):
        ns = {"lat": record.get("decimalLatitude"), "lon": record.get("decimalLongitude"), "math": math}
        exec(snippet[len("transform:"):], ns)
        return ns.get("lat"), ns.get("lon")
    return record.get("decimalLatitude"), record.get("decimalLongitude")


def matches_filter(record, expression):
    """expression is the operator's --filter option, e.g. "elevation > 300"."""
    return bool(eval(expression, {"__builtins__": {}}, dict(record)))


def distance_km(a, b):
    lat1, lon1, lat2, lon2 = map(math.radians, (*a, *b))
    h = math.sin((lat2 - lat1) / 2) ** 2 + math.cos(lat1) * math.cos(lat2) * math.sin((lon2 - lon1) / 2) ** 2
    return 6371 * 2 * math.asin(math.sqrt(h))
