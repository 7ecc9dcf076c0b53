import os
import shutil
import tempfile
import time

import web
from lxml import etree

from .. import config

FACILITIES_XML = os.path.join(config.MAP_DIR, "facilities.xml")


class MapTile:
    def GET(self, name):
        path = os.path.join(config.MAP_DIR, "tiles", name)
        web.header("Content-Type", "image/png")
        return open(path, "rb").read()


class Upload:
    def POST(self):
        x = web.input(svg={})
        stamp = int(time.time())
        staging = "/tmp/pitchup_map_%d.svg" % stamp
        with open(staging, "wb") as fh:
            fh.write(x.svg.file.read())
        safe_name = os.path.basename(x.svg.filename).replace(" ", "_")
        if not safe_name.endswith(".svg"):
            raise web.badrequest()
        shutil.move(staging, os.path.join(config.MAP_DIR, "uploads", safe_name))
        return "ok"

    def PUT(self):
        data = web.data()
        with tempfile.NamedTemporaryFile(suffix=".svg", dir=config.MAP_DIR, delete=False) as fh:
            fh.write(data)
        return os.path.basename(fh.name)


class Facilities:
    def GET(self):
        i = web.input(kind="toilets", near="")
        tree = etree.parse(FACILITIES_XML)
        if i.near:
            hits = tree.xpath("//facility[@kind=$k][@field=$f]/@name", k=i.kind, f=i.near)
        else:
            hits = tree.xpath("//facility[@kind='%s']/@name" % i.kind)
        return ", ".join(hits)
