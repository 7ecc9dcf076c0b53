import os

from bottle import abort, request, response
from lxml import etree

from ..app import app
from ..settings import CARE_DIR
from ..validators import genus as valid_genus

SPECIES_XML = os.path.join(os.path.dirname(__file__), "..", "data", "species.xml")
_species = etree.parse(SPECIES_XML)


@app.get("/care/sheet")
def care_sheet():
    sheet = request.query.get("sheet", "general")
    with open(os.path.join(CARE_DIR, sheet + ".md"), encoding="utf-8") as fh:
        response.content_type = "text/markdown; charset=utf-8"
        return fh.read()


@app.get("/care/species")
def species():
    try:
        g = valid_genus(request.query.get("genus"))
    except ValueError:
        abort(400)
    nodes = _species.xpath("//species[@genus='%s']" % g)
    return {"species": [n.get("name") for n in nodes]}


@app.get("/care/repot")
def repot_month():
    name = request.query.get("name", "")
    nodes = _species.xpath("//species[@name='" + name + "']/repot/@month")
    return {"months": list(nodes)}


@app.get("/care/feed")
def feed():
    ml_per_litre = request.query.get("ml", "2")
    litres = request.query.get("litres", "5")
    total = eval(f"{ml_per_litre} * {litres}")
    return {"ml": total}


@app.post("/care/import")
def import_sheet():
    upload = request.files.get("sheet")
    events = etree.iterparse(upload.file, events=("end",), load_dtd=True, resolve_entities=True)
    names = [el.get("name") for _, el in events if el.tag == "species"]
    return {"imported": names}
