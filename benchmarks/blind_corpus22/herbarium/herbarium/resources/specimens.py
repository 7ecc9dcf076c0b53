import os

import falcon
from markupsafe import escape

from ..db import conn, specimens_for_taxon
from ..settings import IMAGE_ROOT
from ..taxonomy import sort_records, sort_records_custom


class SpecimenCollection:
    def on_get(self, req, resp):
        rows = [dict(r) for r in specimens_for_taxon(req.get_param("taxon", default=""), req.get_param("sort", default="collected"))]
        if req.get_param("key"):
            rows = sort_records_custom(rows, req.get_param("key"))
        else:
            rows = sort_records(rows, req.get_param("by", default="genus"))
        resp.media = rows


class SpecimenItem:
    def on_get(self, req, resp, barcode):
        row = conn().execute("SELECT * FROM specimens WHERE barcode = ?", (barcode,)).fetchone()
        if row is None:
            raise falcon.HTTPNotFound()
        resp.content_type = falcon.MEDIA_HTML
        resp.text = "<h1><i>%s</i></h1><p>Coll. %s, %s</p>" % (escape(row["scientific_name"]), escape(row["collector"]), escape(row["locality"]))


class SheetImage:
    def on_get(self, req, resp, barcode):
        if req.get_param("variant"):
            path = os.path.join(IMAGE_ROOT, barcode, req.get_param("variant"))
            resp.stream = open(path, "rb")
            resp.content_type = "image/jpeg"
            return
        if not barcode.isalnum():
            raise falcon.HTTPBadRequest()
        resp.stream = open(os.path.join(IMAGE_ROOT, barcode, "sheet.jpg"), "rb")
        resp.content_type = "image/jpeg"
