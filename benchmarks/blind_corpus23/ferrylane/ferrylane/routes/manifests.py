"""Passenger manifests exchanged with the port authority."""
import os
import tempfile

import bottle
from bottle import abort, request, response
from lxml import etree

app = bottle.Bottle()

_parser = etree.XMLParser(resolve_entities=True, load_dtd=True)
_strict = etree.XMLParser(resolve_entities=False, no_network=True)


@app.post("/upload")
def upload():
    vessel = request.forms.get("vessel", "")
    body = request.files.get("manifest").file.read()
    doc = etree.fromstring(body, _parser)
    with open("/tmp/manifest_%s.xml" % vessel, "wb") as fh:
        fh.write(etree.tostring(doc))
    return {"passengers": len(doc.findall(".//passenger"))}


@app.post("/check")
def check():
    body = request.body.read()
    doc = etree.fromstring(body, _strict)
    surname = request.query.get("surname", "")
    hits = doc.xpath("//passenger[surname='" + surname + "']/seat/text()")
    vessel = request.query.get("vessel", "")
    if not vessel.isalnum():
        abort(400)
    crew = doc.xpath("//vessel[@imo='%s']/crew/member/@name" % vessel)
    return {"seats": list(hits), "crew": list(crew)}


@app.get("/today")
def today():
    with tempfile.SpooledTemporaryFile(max_size=1 << 20) as buf:
        buf.write(b"<manifests/>")
        buf.seek(0)
        response.content_type = "application/xml"
        return buf.read()
