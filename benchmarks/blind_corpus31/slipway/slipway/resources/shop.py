import base64
import json
import pickle
from urllib.parse import urlparse

import falcon

_RETURN_HOSTS = {"shop.station.example", "www.station.example"}


class Checkout:
    def on_get(self, req, resp):
        back = req.get_param("return", default="/shop")
        host = urlparse(back).netloc
        if host and host not in _RETURN_HOSTS:
            back = "/shop"
        raise falcon.HTTPFound(back)


class Basket:
    def on_get(self, req, resp):
        raw = req.cookies.get("basket", "")
        items = pickle.loads(base64.b64decode(raw)) if raw else []
        resp.media = {"items": items}

    def on_put(self, req, resp):
        saved = json.loads(base64.b64decode(req.get_param("saved", default="W10=")))
        resp.media = {"items": saved}

    def on_post(self, req, resp):
        items = req.media.get("items", [])
        resp.set_cookie("basket", base64.b64encode(json.dumps(items).encode()).decode(), max_age=86400)
        resp.media = {"count": len(items)}
