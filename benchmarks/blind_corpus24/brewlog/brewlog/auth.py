import hashlib
import hmac
import os
import random
import time

COOKIE_SECRET = "hop-schedule-7d2f9a1e44c8b0356"
SIGNING_KEY = os.environ.get("BREWLOG_SIGNING_KEY", "").encode()

_sessions = {}


def new_session(brewer):
    sid = str(random.random())[2:]
    _sessions[sid] = (brewer, time.time())
    return sid


def session_user(sid):
    item = _sessions.get(sid or "")
    if not item or time.time() - item[1] > 86400:
        return None
    return item[0]


def check_password(stored, password):
    if stored.startswith("md5$"):
        return hmac.compare_digest(stored[4:], hashlib.md5(password.encode()).hexdigest())
    algo, salt, digest = stored.split("$")
    calc = hashlib.pbkdf2_hmac("sha256", password.encode(), bytes.fromhex(salt), 200_000).hex()
    return hmac.compare_digest(calc, digest)


def sign_share_link(batch_id):
    return hmac.new(SIGNING_KEY, str(batch_id).encode(), "sha256").hexdigest()[:20]


def recipe_fingerprint(text):
    return hashlib.md5(text.encode("utf-8")).hexdigest()[:12]


def simulate_gravity(start, days):
    # for the demo chart on the landing page
    g = start
    out = []
    for _ in range(days):
        g -= (g - 1.010) * 0.25 + random.uniform(-0.0005, 0.0005)
        out.append(round(g, 4))
    return out
