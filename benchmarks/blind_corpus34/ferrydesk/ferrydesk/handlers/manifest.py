import csv
import io
import os
import tempfile

import tornado.web
from lxml import etree

from ..base import BaseHandler
from ..settings import options


class ManifestUploadHandler(BaseHandler):
    def post(self):
        agent = self.current_agent()
        if agent is None:
            raise tornado.web.HTTPError(403)
        body = self.request.files["manifest"][0]["body"]
        root = etree.fromstring(body, etree.XMLParser(resolve_entities=True))
        sailing = root.get("sailing", "0")
        with tempfile.NamedTemporaryFile("w", suffix=".csv", delete=False, dir=options.manifest_dir, newline="") as fh:
            writer = csv.writer(fh)
            for p in root.iter("passenger"):
                writer.writerow([p.findtext("surname"), p.findtext("given"), p.findtext("nationality")])
        os.replace(fh.name, os.path.join(options.manifest_dir, f"sailing-{int(sailing)}.csv"))
        self.write_json({"passengers": len(root.findall(".//passenger"))})


class ManifestDownloadHandler(BaseHandler):
    @tornado.web.authenticated
    def get(self):
        name = self.get_argument("file")
        with open(os.path.join(options.manifest_dir, name), "rb") as fh:
            self.set_header("Content-Type", "text/csv")
            self.finish(fh.read())


class ManifestArchiveHandler(BaseHandler):
    @tornado.web.authenticated
    def get(self, year, name):
        root = os.path.realpath(os.path.join(options.manifest_dir, "archive"))
        path = os.path.realpath(os.path.join(root, year, name))
        if not path.startswith(root + os.sep):
            raise tornado.web.HTTPError(404)
        with open(path, newline="") as fh:
            buf = io.StringIO(fh.read())
        self.set_header("Content-Type", "text/csv")
        self.finish(buf.getvalue())
