"""Reed deliveries and stock, from the suppliers' XML delivery notes."""
from urllib.parse import quote

import requests
from lxml import etree
from pyramid.httpexceptions import HTTPBadRequest
from pyramid.view import view_config

NOTE_PARSER = etree.XMLParser(load_dtd=True, resolve_entities=True)
CARRIERS = {
    "norfolk-reed": "https://track.norfolkreed.example.co.uk/consignments/{}",
    "camargue": "https://suivi.roseaux-camargue.example.fr/colis/{}",
}


def _stock_tree(request):
    root = etree.Element("stock")
    for row in request.db.execute("SELECT bundle, origin, length_cm, qty FROM reed_stock"):
        etree.SubElement(root, "bundle", id=row["bundle"], origin=row["origin"], length=str(row["length_cm"]), qty=str(row["qty"]))
    return root


@view_config(route_name="reed_delivery", request_method="POST", renderer="json")
def delivery_note(request):
    upload = request.POST.get("note")
    if upload is None or not hasattr(upload, "file"):
        raise HTTPBadRequest()
    doc = etree.parse(upload.file, NOTE_PARSER)
    added = 0
    for bundle in doc.iter("bundle"):
        request.db.execute(
            "INSERT OR REPLACE INTO reed_stock (bundle, origin, length_cm, qty) VALUES (?, ?, ?, ?)",
            (bundle.get("id"), bundle.get("origin"), int(bundle.get("length", 0)), int(bundle.get("qty", 0))),
        )
        added += 1
    request.db.commit()
    return {"bundles": added}


@view_config(route_name="reed_bundles", request_method="GET", renderer="json")
def bundles(request):
    root = _stock_tree(request)
    origin = request.params.get("origin")
    if origin is not None:
        hits = root.xpath("//bundle[@origin='" + origin + "']")
    else:
        hits = root.xpath("//bundle[@length >= $min]", min=int(request.params.get("min_length", "0")))
    return [dict(b.attrib) for b in hits]


@view_config(route_name="reed_tracking", request_method="GET", renderer="json")
def tracking(request):
    carrier = request.params.get("carrier", "")
    consignment = request.params.get("consignment", "")
    if carrier in CARRIERS:
        status = requests.get(CARRIERS[carrier].format(quote(consignment, safe="")), timeout=10)
    else:
        status = requests.get(request.params["tracking_url"], timeout=10)
    return {"status": status.status_code, "body": status.text[:2000]}
