import hmac
import hashlib
import time

import falcon

from oche import config


def sign(player_id, issued=None):
    issued = issued or int(time.time())
    payload = f"{player_id}:{issued}"
    mac = hmac.new(config.TOKEN_SECRET.encode(), payload.encode(), hashlib.sha256).hexdigest()
    return f"{payload}:{mac}"


def verify(token, max_age=14 * 24 * 3600):
    try:
        player_id, issued, mac = token.split(":")
    except (AttributeError, ValueError):
        return None
    expected = hmac.new(config.TOKEN_SECRET.encode(), f"{player_id}:{issued}".encode(), hashlib.sha256).hexdigest()
    if not hmac.compare_digest(mac, expected):
        return None
    if int(issued) + max_age < time.time():
        return None
    return int(player_id)


class SessionMiddleware:
    def process_request(self, req, resp):
        token = req.cookies.get("oche_session")
        req.context.player_id = verify(token) if token else None


def require_player(req, resp, resource, params):
    if req.context.player_id is None:
        raise falcon.HTTPUnauthorized(title="Login required")


def require_captain(req, resp, resource, params):
    require_player(req, resp, resource, params)
    row = resource.db.one("SELECT is_captain FROM players WHERE id = ?", (req.context.player_id,))
    if not row or not row["is_captain"]:
        raise falcon.HTTPForbidden(title="Captains only")
