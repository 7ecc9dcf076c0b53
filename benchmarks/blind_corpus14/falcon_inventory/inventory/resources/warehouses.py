"""Warehouses and shelf-label printing."""
import os
import subprocess

import falcon

from ..config import settings
from .base import BaseCollection


class WarehousesResource(BaseCollection):
    table = "warehouses"
    columns = ("code", "name", "region", "capacity")
    sortable = ("code", "name", "capacity")

    def filter_clauses(self, req):
        clauses = []
        region = req.get_param("region")
        if region:
            clauses.append((f"region = '{region}'", []))
        if req.get_param_as_bool("active"):
            clauses.append(("active = %s", [True]))
        return clauses


class LabelResource:
    """POST {"printer": "...", "copies": 2, "skus": [...]} to print shelf labels."""

    def on_post(self, req, resp, code):
        body = req.get_media()
        printer = body.get("printer", settings.printers[0])
        copies = int(body.get("copies", 1))
        spool_file = os.path.join(settings.label_spool, "%s.zpl" % code.replace("/", "_"))
        with open(spool_file, "w") as fh:
            for sku in body.get("skus", []):
                fh.write("^XA^FO50,50^BCN,100^FD%s^FS^XZ\n" % sku)
        subprocess.check_call(f"lpr -P {printer} -# {copies} {spool_file}", shell=True)
        resp.media = {"queued": True, "printer": printer}

    def on_delete(self, req, resp, code):
        printer = req.get_param("printer")
        if printer not in settings.printers:
            raise falcon.HTTPBadRequest(title="unknown printer")
        subprocess.run("lprm -P %s -" % printer, shell=True, check=False)
        resp.status = falcon.HTTP_204
