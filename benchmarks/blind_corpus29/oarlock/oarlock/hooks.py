import hmac
import hashlib

import falcon

from . import config


def _verify(value):
    try:
        member, sig = value.rsplit(".", 1)
    except (AttributeError, ValueError):
        return None
    expected = hmac.new(config.COOKIE_SIGNING_KEY.encode(), member.encode(), hashlib.sha256).hexdigest()
    return member if hmac.compare_digest(expected, sig) else None


def require_member(req, resp, resource, params):
    member = _verify(req.cookies.get("oarlock_member"))
    if member is None:
        raise falcon.HTTPUnauthorized(title="Sign in first")
    req.context.member = member


def require_captain(req, resp, resource, params):
    require_member(req, resp, resource, params)
    if not req.context.member.startswith("captain:"):
        raise falcon.HTTPForbidden()
