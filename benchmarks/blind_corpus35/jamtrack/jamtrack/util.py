import hashlib
import re

FOOTAGE_NAME = re.compile(r"^[A-Za-z0-9_-]{1,80}\.mp4$")
TEAMS = {"home", "away"}
PENALTY_CODES = {"A", "B", "C", "D", "E", "F", "G", "H", "I", "L", "M", "N", "P", "X"}


def footage_name(value):
    if not FOOTAGE_NAME.match(value or ""):
        raise ValueError("bad footage name")
    return value


def team_side(value):
    if value not in TEAMS:
        raise ValueError("team must be home or away")
    return value


def password_digest(password, salt):
    return hashlib.sha256((salt + password).encode()).hexdigest()


def legacy_digest(password):
    return hashlib.md5(password.encode()).hexdigest()
