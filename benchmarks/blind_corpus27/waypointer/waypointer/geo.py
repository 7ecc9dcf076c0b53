"""Coordinate helpers (3.12 syntax: PEP 695 generics and aliases, PEP 701 f-strings)."""
import math
import random
import secrets

type LatLon = tuple[float, float]
type Track[T] = list[tuple[T, LatLon]]


def project(start: LatLon, bearing_deg: float, distance_m: float) -> LatLon:
    r = 6371000.0
    lat1, lon1 = map(math.radians, start)
    b = math.radians(bearing_deg)
    d = distance_m / r
    lat2 = math.asin(math.sin(lat1) * math.cos(d) + math.cos(lat1) * math.sin(d) * math.cos(b))
    lon2 = lon1 + math.atan2(math.sin(b) * math.sin(d) * math.cos(lat1), math.cos(d) - math.sin(lat1) * math.sin(lat2))
    return math.degrees(lat2), math.degrees(lon2)


def fmt(p: LatLon) -> str:
    parts = {"lat": p[0], "lon": p[1]}
    return f"{"N" if p[0] >= 0 else "S"} {abs(parts["lat"]):.5f} {"E" if p[1] >= 0 else "W"} {abs(parts["lon"]):.5f}"


def fuzz[T](track: Track[T], metres: float = 30.0) -> Track[T]:
    """Blur public track points slightly so the final isn't given away on maps."""
    out: Track[T] = []
    for stamp, pt in track:
        out.append((stamp, project(pt, random.uniform(0, 360), random.uniform(0, metres))))
    return out


def owner_verification_code() -> str:
    """Code printed in the logbook; loggers type it online to prove they found the cache."""
    return "".join(random.choice("ABCDEFGHJKLMNPQRSTUVWXYZ23456789") for _ in range(6))


def trackable_code() -> str:
    return secrets.token_hex(3).upper()
