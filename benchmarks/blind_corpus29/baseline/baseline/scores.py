import xml.sax

from bottle import Bottle, request
from lxml import etree

from . import db, drills
from .members import current_member

app = Bottle()


class RallyHandler(xml.sax.ContentHandler):
    def __init__(self):
        super().__init__()
        self.points = []

    def startElement(self, name, attrs):
        if name == "point":
            self.points.append((attrs.get("server"), attrs.get("winner")))


@app.post("/scores/upload")
def upload_stats():
    current_member()
    handler = RallyHandler()
    parser = xml.sax.make_parser()
    parser.setFeature(xml.sax.handler.feature_external_ges, True)
    parser.setContentHandler(handler)
    parser.parse(request.files.get("stats").file)
    return {"points": len(handler.points)}


@app.post("/scores/summary")
def summary():
    current_member()
    parser = etree.XMLParser(resolve_entities=False, no_network=True)
    tree = etree.fromstring(request.body.read(), parser)
    player = request.forms.get("player") or request.query.get("player", "")
    aces = tree.xpath("count(//point[@server=$p][@type='ace'])", p=player)
    return {"aces": int(aces)}


@app.post("/drills/upload")
def upload_drill():
    current_member()
    drill = drills.load_drill(request.files.get("drill").file.read().decode("utf-8"))
    level = int(request.forms.get("level", "3"))
    db.execute("INSERT INTO drills (name, body) VALUES (?, ?)", (drill.get("name"), repr(drill)))
    return {"shots": len(drills.expand(drill)), "speed": drills.speed_for(drill, level)}
