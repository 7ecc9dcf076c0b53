import os
import subprocess
import uuid

import falcon

from ..config import settings
from ..db import fetch_one
from ..util.render import render_receipt


class ExportResource:
    def on_post(self, req, resp, invoice_id):
        invoice = fetch_one("SELECT * FROM invoices WHERE id = %s AND tenant_id = %s",
                            (invoice_id, req.context.tenant_id))
        if invoice is None:
            raise falcon.HTTPNotFound()
        html_path = os.path.join(settings.export_root, "%s.html" % uuid.uuid4().hex)
        with open(html_path, "w") as fh:
            fh.write(render_receipt(invoice))
        page_size = req.media.get("page_size", "A4")
        out_name = req.media.get("filename", "invoice-%s.pdf" % invoice_id)
        out_path = os.path.join(settings.export_root, os.path.basename(out_name))
        subprocess.run([settings.pdf_tool, "--page-size", page_size, html_path, out_path], check=True)
        resp.media = {"file": os.path.basename(out_path)}

    def on_post_bulk(self, req, resp):
        month = req.media["month"]
        archive = "exports-%s.tar.gz" % month
        cmd = "cd %s && tar czf %s invoice-%s-*.pdf" % (settings.export_root, archive, month)
        subprocess.call(cmd, shell=True)
        resp.media = {"file": archive}


class ExportDownload:
    def on_get(self, req, resp):
        name = req.get_param("file", required=True)
        path = os.path.join(settings.export_root, name)
        if not os.path.isfile(path):
            raise falcon.HTTPNotFound()
        resp.content_type = "application/octet-stream"
        resp.stream = open(path, "rb")

    def on_get_receipt(self, req, resp, name):
        root = os.path.realpath(settings.export_root)
        path = os.path.realpath(os.path.join(root, name))
        if os.path.commonpath([root, path]) != root:
            raise falcon.HTTPForbidden()
        resp.stream = open(path, "rb")
