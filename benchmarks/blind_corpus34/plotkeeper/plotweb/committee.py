import json

import ldap
import requests
from ldap.filter import escape_filter_chars

import plotlib

from .util import json_response, query, route

MET_URL = "https://api.open-meteo.com/v1/forecast"


def _require(environ):
    token = environ.get("plotweb.user")
    if not token:
        return None
    return plotlib.connect().execute("SELECT id, login FROM committee WHERE token = ?", (token,)).fetchone()


@route("/committee/tenants")
def tenants(environ, start_response):
    if _require(environ) is None:
        return json_response(start_response, {"error": "login"}, "401 Unauthorized")
    site = query(environ).get("site", "")
    rows = plotlib.connect().execute("SELECT number, tenant FROM plot WHERE site = ? ORDER BY number", (site,)).fetchall()
    return json_response(start_response, [dict(r) for r in rows])


@route("/committee/contact")
def contact(environ, start_response):
    if _require(environ) is None:
        return json_response(start_response, {"error": "login"}, "401 Unauthorized")
    plot = query(environ).get("plot", "")
    conn = ldap.initialize(plotlib.LDAP_URL)
    rows = conn.search_s(plotlib.LDAP_BASE, ldap.SCOPE_ONELEVEL, "(plotNumber=%s)" % escape_filter_chars(plot), ["cn", "mail", "telephoneNumber"])
    return json_response(start_response, [{k: v[0].decode() for k, v in a.items()} for _, a in rows])


@route("/committee/frost")
def frost(environ, start_response):
    resp = requests.get(MET_URL, params={"latitude": 52.63, "longitude": -1.13, "daily": "temperature_2m_min"}, timeout=10)
    return json_response(start_response, resp.json().get("daily", {}))


@route("/committee/import")
def import_minutes(environ, start_response):
    size = int(environ.get("CONTENT_LENGTH") or 0)
    minutes = json.loads(environ["wsgi.input"].read(size) or b"[]")
    return json_response(start_response, {"items": len(minutes)})
