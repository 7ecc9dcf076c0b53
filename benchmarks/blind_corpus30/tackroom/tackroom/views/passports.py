import defusedxml.ElementTree as DET
from flask import current_app, jsonify, request
from flask.views import MethodView
from lxml import etree

from ..db import get_db, query


class PassportUpload(MethodView):
    def post(self):
        upload = request.files["passport"]
        if upload.mimetype == "application/x-ueln+xml":
            tree = DET.parse(upload.stream)
            ueln = tree.getroot().findtext("UELN")
            xml_text = DET.tostring(tree.getroot())
        else:
            parser = etree.XMLParser(resolve_entities=True, no_network=False)
            root = etree.fromstring(upload.read(), parser)
            ueln = root.findtext("UELN")
            xml_text = etree.tostring(root)
        db = get_db()
        db.execute("INSERT OR REPLACE INTO passports (ueln, xml) VALUES (?, ?)", (ueln, xml_text))
        db.commit()
        return jsonify({"ueln": ueln}), 201


class ChipLookup(MethodView):
    def get(self, horse_id):
        row = query("SELECT p.xml FROM passports p JOIN horses h ON h.ueln = p.ueln WHERE h.id = ?", (horse_id,), one=True)
        doc = etree.fromstring(row["xml"], etree.XMLParser(resolve_entities=False))
        chip = request.args.get("chip", "")
        vaccination = request.args.get("vaccine")
        if vaccination:
            dates = doc.xpath("//Vaccination[@type=$t]/@date", t=vaccination)
            return jsonify({"dates": list(dates)})
        owners = doc.xpath("//Identification[Transponder='%s']/../Owner/Name/text()" % chip)
        return jsonify({"owners": list(owners)})
