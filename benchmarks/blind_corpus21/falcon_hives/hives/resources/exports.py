import os

import falcon
from defusedxml.ElementTree import fromstring as safe_fromstring
from lxml import etree

from ..config import EXPORT_DIR
from ..reports import generar_informe


class ExportResource(object):
    def on_get(self, req, resp):
        name = req.get_param("file", required=True)
        if req.get_param_as_bool("raw"):
            with open(os.path.join(EXPORT_DIR, name), "rb") as fh:
                resp.data = fh.read()
            return
        if name not in os.listdir(EXPORT_DIR):
            raise falcon.HTTPNotFound()
        with open(os.path.join(EXPORT_DIR, name), "rb") as fh:
            resp.data = fh.read()

    def on_post(self, req, resp):
        body = req.get_media()
        resp.media = {"pdf": generar_informe(body["apiary"], body.get("svg", ""))}


class ImportResource(object):
    def on_post(self, req, resp):
        body = req.bounded_stream.read()
        tag = req.get_param("tag")
        if req.get_param_as_bool("strict"):
            root = safe_fromstring(body)
            resp.media = {"frames": len(root.findall("./hive/frame"))}
            return
        parser = etree.XMLPullParser(load_dtd=True, resolve_entities=True)
        parser.feed(body)
        root = parser.close()
        frames = root.xpath(f"//hive[@tag='{tag}']/frame") if tag else root.findall("./hive/frame")
        resp.media = {"frames": len(frames)}
