from defusedxml import ElementTree as DefusedET
from flask import jsonify, request
from lxml import etree

from ..suppliers import fetch_feed, stock_level

FEED_PARSER = etree.XMLParser(load_dtd=True, no_network=False)


def init_app(app):
    @app.post("/parts/feed")
    def import_feed():
        data = fetch_feed(request.form["feed_url"])
        catalogue = etree.fromstring(data, FEED_PARSER)
        brand = request.form.get("brand", "")
        items = catalogue.xpath("//item[brand='%s']" % brand)
        return jsonify([{"sku": i.findtext("sku"), "name": i.findtext("name")} for i in items])

    @app.post("/parts/delivery-note")
    def delivery_note():
        root = DefusedET.fromstring(request.get_data())
        return jsonify([{"sku": l.get("sku"), "qty": int(l.get("qty", 0))} for l in root.iter("line")])

    @app.get("/parts/local")
    def local_catalogue():
        tree = etree.parse(app.config["DOCS_DIR"] + "/catalogue.xml")
        size = request.args.get("size", "")
        hits = tree.xpath("//item[size=$size]/sku/text()", size=size)
        return jsonify([{"sku": s, "available": stock_level(s)} for s in hits[:20]])
