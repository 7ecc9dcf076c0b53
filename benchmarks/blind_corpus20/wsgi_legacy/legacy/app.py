"""Plain WSGI app for the partner portal (served by mod_wsgi)."""
import xml.sax

from lxml import etree
from urllib.parse import parse_qs

from . import db
from .util import etag_for, new_sid, parse_cookies, spool_upload

ALLOWED_RETURN = ("/", "/orders", "/invoices", "/profile")
CATALOG_XML = "/var/lib/legacy/catalog.xml"


class OrderHandler(xml.sax.ContentHandler):
    def __init__(self):
        super().__init__()
        self.skus = []

    def startElement(self, name, attrs):
        if name == "line":
            self.skus.append(attrs.get("sku"))


def _qs(environ):
    return {k: v[0] for k, v in parse_qs(environ.get("QUERY_STRING", "")).items()}


def _body(environ):
    length = int(environ.get("CONTENT_LENGTH") or 0)
    return environ["wsgi.input"].read(length)


def login(environ, start_response):
    form = {k: v[0] for k, v in parse_qs(_body(environ).decode()).items()}
    conn = db.connect()
    user = db.user_by_email(conn, form.get("email", ""))
    sid = new_sid()
    lang = form.get("lang") if form.get("lang") in ("en", "de", "fr") else "en"
    conn.execute("INSERT INTO sessions (sid, user_id) VALUES (?, ?)", (sid, user[0]))
    conn.commit()
    headers = [
        ("Location", "/"),
        ("Set-Cookie", "portal_sid=%s; Path=/" % sid),
        ("Set-Cookie", "portal_lang=%s; Path=/; Max-Age=31536000" % lang),
    ]
    start_response("302 Found", headers)
    return [b""]


def logout(environ, start_response):
    cookies = parse_cookies(environ.get("HTTP_COOKIE"))
    conn = db.connect()
    if "portal_sid" in cookies:
        db.drop_session(conn, cookies["portal_sid"])
    target = _qs(environ).get("return", "/")
    if target not in ALLOWED_RETURN:
        target = "/"
    start_response("302 Found", [("Location", target)])
    return [b""]


def upload_order(environ, start_response):
    raw = _body(environ)
    path = spool_upload(raw)
    handler = OrderHandler()
    parser = xml.sax.make_parser()
    parser.setFeature(xml.sax.handler.feature_external_ges, True)
    parser.setContentHandler(handler)
    parser.parse(path)
    body = ("\n".join(s or "" for s in handler.skus)).encode()
    start_response("200 OK", [("Content-Type", "text/plain"), ("ETag", etag_for(body))])
    return [body]


def stock_level(environ, start_response):
    sku = _qs(environ).get("sku", "")
    catalog = etree.parse(CATALOG_XML)
    hits = catalog.xpath("/catalog/item[@sku='%s']/@stock" % sku)
    start_response("200 OK", [("Content-Type", "text/plain")])
    return [(",".join(str(h) for h in hits) or "0").encode()]


ROUTES = {"/login": login, "/logout": logout, "/orders/upload": upload_order, "/stock": stock_level}


def application(environ, start_response):
    handler = ROUTES.get(environ.get("PATH_INFO", "/"))
    if handler is None:
        start_response("404 Not Found", [("Content-Type", "text/plain")])
        return [b"not found"]
    return handler(environ, start_response)
