"""WSGI front for the intranet tools (mod_wsgi).  The old CGI scripts in
cgi-bin/ are still linked from the start page."""
import cgitb
import os

from lib import dirsearch, xmlcfg
from lib.wsgiutil import Request, esc, redirect, respond

cgitb.enable(display=0, logdir="/var/log/intranet/tracebacks")

ROOMS_XML = "/etc/intranet/rooms.xml"


def phone(req, start_response):
    name = req.arg("q")
    rows = dirsearch.by_name(name) if name else []
    items = "".join("<li>%s: %s</li>" % (esc(a.get("cn", [b""])[0].decode("latin-1")), esc(a.get("telephoneNumber", [b""])[0].decode())) for _, a in rows)
    return respond(start_response, "<h1>Suche: %s</h1><ul>%s</ul>" % (esc(name), items))


def department(req, start_response):
    dept = req.arg("d")
    rows = dirsearch.by_department(dept)
    items = "".join("<li>%s</li>" % esc(a["cn"][0].decode("latin-1")) for _, a in rows)
    return respond(start_response, "<h1>Abteilung %s</h1><ul>%s</ul>" % (dept, items))


def room(req, start_response):
    from lxml import etree
    doc = etree.parse(ROOMS_XML)
    hits = xmlcfg.find_room(doc, req.arg("id"))
    return respond(start_response, "<p>%d Treffer</p>" % len(hits))


def go(req, start_response):
    return redirect(start_response, req.arg("to", "/"))


ROUTES = {"/telefon": phone, "/abteilung": department, "/raum": room, "/go": go}


def application(environ, start_response):
    req = Request(environ)
    handler = ROUTES.get(req.path)
    if handler is None:
        return respond(start_response, "<h1>Nicht gefunden</h1>", status="404 Not Found")
    return handler(req, start_response)


if __name__ == "__main__":
    from wsgiref.simple_server import make_server
    make_server("127.0.0.1", int(os.environ.get("PORT", "8000")), application).serve_forever()
