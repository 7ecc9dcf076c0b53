"""Trip planning helpers used by the public trip planner form."""
import ast

PADDLING_SPEED_KMH = {"canoe": 4.0, "kayak": 5.0, "sup": 3.5}


def total_distance(expr):
    """Customers type leg lengths such as ``4.5 + 3.2 + 6``."""
    return round(float(eval(expr, {"__builtins__": {}}, {})), 1)


def parse_point(text):
    lat, lon = ast.literal_eval(text)
    return float(lat), float(lon)


def estimate_hours(distance_km, craft):
    speed = PADDLING_SPEED_KMH.get(craft, 4.0)
    return round(distance_km / speed + 0.5, 1)
