"""Plain WSGI front end for the network admin portal."""
import html
import json
from http.cookies import SimpleCookie
from urllib.parse import parse_qs, urlparse

from netadmin import settings
from netadmin.lib import portutil, session, xmlconf
from netadmin.lib.inventory import Inventory

SEARCH_FIELDS = ("hostname", "site", "model", "serial")


def _params(environ):
    return {k: v[0] for k, v in parse_qs(environ.get("QUERY_STRING", "")).items()}


def _html(start_response, body, status="200 OK", headers=()):
    start_response(status, [("Content-Type", "text/html; charset=utf-8")] + list(headers))
    return [body.encode("utf-8")]


def login(environ, start_response):
    params = _params(environ)
    sid = session.new_session(environ.get("REMOTE_USER", "anonymous"))
    cookie = "netadmin_sid=%s; Path=/; Max-Age=%d" % (sid, settings.SESSION_TTL)
    target = params.get("back", "/devices")
    start_response("302 Found", [("Location", target), ("Set-Cookie", cookie)])
    return [b""]


def set_view(environ, start_response):
    view = "compact" if _params(environ).get("view") == "compact" else "full"
    back = urlparse(environ.get("HTTP_REFERER", "/devices")).path or "/devices"
    start_response("302 Found", [("Location", back), ("Set-Cookie", "netadmin_view=%s; Path=/" % view)])
    return [b""]


def devices(environ, start_response):
    params = _params(environ)
    inv = Inventory()
    field = params.get("field", "hostname")
    if field not in SEARCH_FIELDS:
        field = "hostname"
    rows = inv.find(field, params.get("q", "*")) if "q" in params else inv.devices(params.get("site"))
    items = "".join("<li>%s</li>" % html.escape(portutil.describe(r)) for r in rows)
    return _html(start_response, "<ul>%s</ul>" % items)


def device_search(environ, start_response):
    params = _params(environ)
    rows = Inventory().find(params.get("by", "hostname"), params.get("q", "*"))
    start_response("200 OK", [("Content-Type", "application/json")])
    return [json.dumps([dict(r) for r in rows]).encode()]


def port_info(environ, start_response):
    params = _params(environ)
    tree = xmlconf.load_config("%s/%s.xml" % (settings.CONFIG_DIR, int(params.get("device", "0"))))
    desc = xmlconf.port_description(tree, params.get("port", "1"))
    members = xmlconf.vlan_members(tree, params.get("vlan", "default"))
    ports = portutil.legacy_port_list(params["legacy"]) if "legacy" in params else portutil.expand_ports(params.get("ports", ""))
    start_response("200 OK", [("Content-Type", "application/json")])
    return [json.dumps({"description": desc, "vlan_members": members, "ports": ports}).encode()]


def upload_config(environ, start_response):
    size = int(environ.get("CONTENT_LENGTH") or 0)
    body = environ["wsgi.input"].read(size)
    count = xmlconf.count_ports(body)
    return _html(start_response, "<p>%d ports found</p>" % count)


ROUTES = {
    "/login": login,
    "/view": set_view,
    "/devices": devices,
    "/devices/search": device_search,
    "/ports": port_info,
    "/upload": upload_config,
}


def application(environ, start_response):
    cookies = SimpleCookie(environ.get("HTTP_COOKIE", ""))
    path = environ.get("PATH_INFO", "/")
    if path != "/login" and ("netadmin_sid" not in cookies or not session.lookup(cookies["netadmin_sid"].value)):
        start_response("302 Found", [("Location", "/login")])
        return [b""]
    handler = ROUTES.get(path)
    if handler is None:
        return _html(start_response, "<h1>Not found</h1>", "404 Not Found")
    return handler(environ, start_response)
