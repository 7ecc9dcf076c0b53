"""Specimen loan transfers between partner herbaria."""
import json
import pickle
import zlib

import falcon
import requests

from .settings import GBIF_API


class TransferResource:
    curator_only = True

    def on_post(self, req, resp):
        raw = zlib.decompress(req.bounded_stream.read())
        if req.content_type == "application/json":
            manifest = json.loads(raw)
        else:
            manifest = pickle.loads(raw)
        keys = []
        for item in manifest.get("specimens", []):
            r = requests.get(GBIF_API + "/occurrence/search", params={"catalogNumber": item["barcode"]}, timeout=10)
            keys.append(r.json().get("count", 0))
        resp.media = {"matched": keys}
        resp.status = falcon.HTTP_201
