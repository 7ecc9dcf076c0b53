"""Items (SKUs) and their product images."""
import os

import falcon

from ..config import settings
from ..storage import image_path_for, store_stream
from .base import BaseCollection


class ItemsResource(BaseCollection):
    table = "items"
    columns = ("sku", "name", "qty", "warehouse_code", "updated_at")
    sortable = ("sku", "name", "qty", "updated_at")

    def filter_clauses(self, req):
        clauses = []
        sku = req.get_param("sku")
        if sku:
            clauses.append(("sku = %s", [sku]))
        min_qty = req.get_param_as_int("min_qty")
        if min_qty is not None:
            clauses.append(("qty >= %s", [min_qty]))
        name = req.get_param("name")
        if name:
            clauses.append(("name ILIKE %s", ["%" + name + "%"]))
        return clauses


class ItemImageResource:
    def on_get(self, req, resp, sku):
        variant = req.get_param("variant") or "main.jpg"
        path = image_path_for(sku, os.path.basename(variant))
        if not os.path.exists(path):
            raise falcon.HTTPNotFound()
        resp.content_type = "image/jpeg"
        resp.stream = open(path, "rb")

    def on_put(self, req, resp, sku):
        filename = req.get_header("X-Filename", required=True)
        dest = os.path.join(settings.image_dir, sku, filename)
        store_stream(req.bounded_stream, dest)
        resp.status = falcon.HTTP_201
        resp.media = {"stored": filename}
