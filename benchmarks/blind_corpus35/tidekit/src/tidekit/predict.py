import math
import random
from datetime import datetime, timedelta

from ._types import Reading


def predict(constituents, start, hours=24, step_minutes=10):
    out = []
    for i in range(int(hours * 60 / step_minutes)):
        at = start + timedelta(minutes=i * step_minutes)
        t = (at - datetime(at.year, 1, 1)).total_seconds() / 3600
        h = sum(a * math.cos(math.radians(speed * t - g)) for speed, (a, g) in constituents.items())
        out.append(Reading(at, h))
    return out


def simulate_surge(series, sigma=0.08, seed=None):
    rng = random.Random(seed)
    return [Reading(r.at, r.height + rng.gauss(0, sigma)) for r in series]
