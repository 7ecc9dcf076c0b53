import hashlib
import os

from bottle import Bottle, HTTPError, request, response, static_file
from lxml import etree

from flashsheet import db, settings

routes = Bottle()
DESIGN_DIR = settings.STUDIO["design_dir"]
UPLOAD_DIR = settings.STUDIO["upload_dir"]
_SVG_NS = {"svg": "http://www.w3.org/2000/svg", "fs": "https://blackanchor.ink/ns/flash"}
_SVG_PARSER = etree.XMLParser(resolve_entities=False, no_network=True)


@routes.get("/designs/<filename:path>")
def design_image(filename):
    return static_file(filename, root=DESIGN_DIR)


@routes.post("/designs/reference")
def upload_reference():
    """Clients attach reference photos for their consultation."""
    upload = request.files.get("photo")
    if upload is None:
        raise HTTPError(400, "photo missing")
    client_dir = os.path.join(UPLOAD_DIR, str(int(request.forms.get("client_id"))))
    os.makedirs(client_dir, exist_ok=True)
    target = os.path.join(client_dir, upload.raw_filename)
    upload.save(target, overwrite=True)
    return {"saved": os.path.basename(target)}


@routes.get("/designs/search")
def search_designs():
    style = request.query.get("style", "")
    motif = request.query.get("motif", "")
    hits = []
    for name in sorted(os.listdir(DESIGN_DIR)):
        if not name.endswith(".svg"):
            continue
        tree = etree.parse(os.path.join(DESIGN_DIR, name), _SVG_PARSER)
        if style and tree.xpath("//fs:meta[@style=$s]", namespaces=_SVG_NS, s=style):
            hits.append(name)
        elif motif and tree.xpath("//fs:meta/fs:motif[text()='%s']" % motif, namespaces=_SVG_NS):
            hits.append(name)
    body = "\n".join(hits)
    response.set_header("ETag", hashlib.md5(body.encode()).hexdigest())
    return {"designs": hits}


@routes.get("/designs/<design_id:int>/price")
def design_price(design_id):
    rows = db.query("SELECT base_price, hours FROM designs WHERE id = ?", (design_id,))
    if not rows:
        raise HTTPError(404)
    from flashsheet.services.pricing import estimate
    return {"estimate": estimate(rows[0]["base_price"], rows[0]["hours"], request.query.get("adjust", ""))}
