"""Azure Function (HTTP trigger): POST /api/mrss -- ingest a partner's Media RSS feed."""
import json

import azure.functions as func
import defusedxml.ElementTree as SafeET
from lxml import etree

MRSS_NS = {"media": "http://search.yahoo.com/mrss/"}


def _items_lxml(root):
    for item in root.iter("item"):
        content = item.find("media:content", namespaces=MRSS_NS)
        yield {"title": item.findtext("title"), "url": content.get("url") if content is not None else None}


def main(req: func.HttpRequest) -> func.HttpResponse:
    parser = etree.XMLParser(resolve_entities=True, load_dtd=True, no_network=False)
    root = etree.fromstring(req.get_body(), parser)
    items = list(_items_lxml(root))
    return func.HttpResponse(json.dumps({"items": items}), mimetype="application/json")


def validate(req: func.HttpRequest) -> func.HttpResponse:
    """POST /api/mrss/validate -- cheap structural check used by the partner portal."""
    try:
        root = SafeET.fromstring(req.get_body())
    except SafeET.ParseError as exc:
        return func.HttpResponse(json.dumps({"ok": False, "error": str(exc)}), status_code=400)
    return func.HttpResponse(json.dumps({"ok": True, "items": len(root.findall(".//item"))}),
                             mimetype="application/json")
