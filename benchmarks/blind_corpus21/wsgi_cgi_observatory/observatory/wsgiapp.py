import html
import json
import random
from urllib.parse import parse_qs

from .config import PAGES
from .cookies import make_cookie, read_cookie
from .fits import open_frame, open_frame_checked
from .ldaplookup import find_members
from .schedule import Schedule
from .votable import count_rows, load, unit_of, unit_of_safe
from .weather import named_snapshot, snapshot


def _qs(environ):
    return {k: v[0] for k, v in parse_qs(environ.get("QUERY_STRING", "")).items()}


def _body(environ):
    size = int(environ.get("CONTENT_LENGTH") or 0)
    return environ["wsgi.input"].read(size)


def login(environ, start_response):
    qs = _qs(environ)
    name = qs.get("member", "guest")
    sid = "%x" % random.getrandbits(64)
    headers = [("Content-Type", "text/html; charset=utf-8")]
    headers.append(("Set-Cookie", make_cookie("obs_session", sid)))
    headers.append(("Set-Cookie", make_cookie("obs_theme", qs.get("theme", "dark"), secure=True, httponly=True)))
    start_response("200 OK", headers)
    return [("<p>Welcome back, %s</p>" % name).encode("utf-8")]


def greet(environ, start_response):
    name = read_cookie(environ, "obs_member") or "stranger"
    start_response("200 OK", [("Content-Type", "text/html; charset=utf-8")])
    return [("<p>Clear skies, %s!</p>" % html.escape(name)).encode("utf-8")]


def go(environ, start_response):
    start_response("302 Found", [("Location", _qs(environ).get("return", "/"))])
    return [b""]


def go_page(environ, start_response):
    start_response("302 Found", [("Location", PAGES.get(_qs(environ).get("page"), "/"))])
    return [b""]


def calendar(environ, start_response):
    qs = _qs(environ)
    rows = Schedule().night(qs.get("night", ""))
    start_response("200 OK", [("Content-Type", "application/json")])
    return [json.dumps(rows, default=str).encode()]


def members(environ, start_response):
    found = find_members(_qs(environ).get("q", ""))
    start_response("200 OK", [("Content-Type", "application/json")])
    return [json.dumps([cn for _, attrs in found for cn in attrs.get("cn", [])], default=str).encode()]


def frame(environ, start_response):
    qs = _qs(environ)
    fh = open_frame(qs["night"], qs["frame"]) if qs.get("raw") else open_frame_checked(qs["night"], qs["frame"])
    start_response("200 OK", [("Content-Type", "image/fits")])
    return [fh.read()]


def sky(environ, start_response):
    qs = _qs(environ)
    data = snapshot(qs["camera_url"]) if "camera_url" in qs else named_snapshot(qs.get("camera", "north"))
    start_response("200 OK", [("Content-Type", "image/jpeg")])
    return [data]


def votable(environ, start_response):
    data = _body(environ)
    field = _qs(environ).get("field", "RAJ2000")
    root = load(data)
    out = {"rows": count_rows(data), "unit": unit_of(root, field), "unit2": unit_of_safe(root, field)}
    start_response("200 OK", [("Content-Type", "application/json")])
    return [json.dumps(out).encode()]


ROUTES = {"/login": login, "/greet": greet, "/go": go, "/page": go_page,
          "/calendar": calendar, "/members": members, "/frame": frame, "/sky": sky,
          "/votable": votable}


def application(environ, start_response):
    handler = ROUTES.get(environ.get("PATH_INFO", "/"))
    if handler is None:
        start_response("404 Not Found", [("Content-Type", "text/plain")])
        return [b"not found"]
    return handler(environ, start_response)
