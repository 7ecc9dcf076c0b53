import os
import subprocess
import tempfile

import tornado.web
import yaml

from .. import settings
from ..services.catalogue_xml import import_catalogue, lots_by_category
from .base import BaseHandler


class CatalogueImportHandler(BaseHandler):
    @tornado.web.authenticated
    def post(self):
        upload = self.request.files["catalogue"][0]
        count = import_catalogue(upload["body"])
        cat = self.get_argument("category", "")
        self.write({"imported": count, "sample": lots_by_category(upload["body"], cat)})

    @tornado.web.authenticated
    def put(self):
        meta = yaml.load(self.request.body, Loader=yaml.SafeLoader)
        self.write({"sale": meta.get("sale")})


class ExportHandler(BaseHandler):
    @tornado.web.authenticated
    def post(self):
        sale = self.get_body_argument("sale")
        fmt = self.get_body_argument("format", "pdf")
        out = tempfile.mktemp(suffix="." + fmt, dir="/tmp")
        subprocess.check_call("gavel-report --sale '%s' --out %s" % (sale, out), shell=True)
        with open(out, "rb") as fh:
            self.write(fh.read())

    @tornado.web.authenticated
    def get(self):
        sale = self.get_argument("sale")
        with tempfile.TemporaryDirectory(prefix="gavel-") as tmp:
            out = os.path.join(tmp, "sale.csv")
            subprocess.check_call(["gavel-report", "--sale", sale, "--out", out, "--format", "csv"])
            with open(out, "rb") as fh:
                self.write(fh.read())
