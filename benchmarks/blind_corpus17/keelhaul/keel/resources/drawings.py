import hashlib
import urllib.request

import falcon
import requests

from .. import config


class FetchDrawing:
    def on_post(self, req, resp):
        body = req.get_media()
        with urllib.request.urlopen(body["drawing_url"], timeout=10) as fh:
            data = fh.read()
        if body.get("etag") and hashlib.md5(data).hexdigest() != body["etag"].strip('"'):
            raise falcon.HTTPBadRequest(description="checksum mismatch")
        resp.data = data
        resp.content_type = "application/pdf"


class SupplierStock:
    def on_get(self, req, resp):
        base = config.SUPPLIERS.get(req.get_param("supplier", default="hull"))
        if base is None:
            raise falcon.HTTPNotFound()
        r = requests.get(base + "/stock", params={"sku": req.get_param("sku", default="")}, timeout=10)
        resp.media = r.json()
