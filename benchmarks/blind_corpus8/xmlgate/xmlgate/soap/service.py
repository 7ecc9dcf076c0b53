import json
import os

from .. import catalog
from .envelope import NSMAP, Fault, build_response, check_username_token, parse_envelope

CLIENTS_FILE = os.environ.get("XMLGATE_SOAP_CLIENTS", "/etc/xmlgate/soap_clients.json")

OPERATIONS = {}


def operation(name):
    def deco(func):
        OPERATIONS[name] = func
        return func

    return deco


@operation("GetPrice")
def get_price(req):
    name = req.findtext("o:productName", namespaces=NSMAP) or ""
    hits = catalog.find_by_name(name)
    if not hits:
        raise Fault("Client", "unknown product")
    return {"price": catalog.price_of(hits[0])}


@operation("GetProduct")
def get_product(req):
    hits = catalog.find_by_id(req.findtext("o:id", namespaces=NSMAP) or "")
    return {"name": hits[0].findtext("name") if hits else ""}


@operation("GetStock")
def get_stock(req):
    warehouse = req.findtext("o:warehouse", namespaces=NSMAP) or ""
    return {"units": sum(int(s) for s in catalog.stock_for(warehouse))}


def application(environ, start_response):
    length = int(environ.get("CONTENT_LENGTH") or 0)
    try:
        req = parse_envelope(environ["wsgi.input"].read(length))
        with open(CLIENTS_FILE) as fh:
            check_username_token(req.getroottree().getroot(), json.load(fh))
        op = req.tag.split("}", 1)[-1]
        handler = OPERATIONS.get(op)
        if handler is None:
            raise Fault("Client", f"unknown operation {op}")
        body = build_response(op, handler(req))
        status = "200 OK"
    except Fault as fault:
        body = build_response("Fault", {"faultcode": fault.code, "faultstring": str(fault)})
        status = "500 Internal Server Error"
    start_response(status, [("Content-Type", "text/xml; charset=utf-8")])
    return [body]
