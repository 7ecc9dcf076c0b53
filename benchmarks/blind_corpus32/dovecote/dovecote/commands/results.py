"""Velocity calculations for clocked birds."""
import ast
import math

from . import command


def _distance_m(loft, liberation):
    lat1, lon1 = map(math.radians, loft)
    lat2, lon2 = map(math.radians, liberation)
    a = math.sin((lat2 - lat1) / 2) ** 2 + math.cos(lat1) * math.cos(lat2) * math.sin((lon2 - lon1) / 2) ** 2
    return 6371000 * 2 * math.asin(math.sqrt(a))


@command("COORDS")
def coords(proto, loft_text):
    loft = ast.literal_eval(loft_text)
    proto.state["loft"] = (float(loft[0]), float(loft[1]))
    return b"LOFT SET"


@command("CORRECT")
def correct(proto, race_id, expression):
    """Apply the race committee's velocity correction (e.g. for a delayed liberation)."""
    velocities = proto.state.setdefault("velocities", {})
    corrected = {}
    for ring, v in velocities.items():
        corrected[ring] = eval(expression, {"__builtins__": {}}, {"v": v, "math": math})
    proto.state["velocities"] = corrected
    return str(len(corrected)).encode()


@command("VELOCITY")
def velocity(proto, ring, minutes, liberation):
    lat, _, lon = liberation.partition(",")
    distance = _distance_m(proto.state["loft"], (float(lat), float(lon)))
    v = distance / float(minutes)
    proto.state.setdefault("velocities", {})[ring] = v
    return ("%.3f" % v).encode()
