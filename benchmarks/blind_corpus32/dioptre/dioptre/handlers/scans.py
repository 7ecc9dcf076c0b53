"""OCT scan uploads from the scanner PC in the test room."""
import os
import tempfile

import tornado.web
from tornado.process import Subprocess

from .. import config
from .base import BaseHandler

EXPORT_FORMATS = {"png": "png", "jpeg": "jpg", "tiff": "tif"}


class ScanUploadHandler(BaseHandler):
    @tornado.web.authenticated
    async def post(self, patient_id):
        upload = self.request.files["scan"][0]
        fmt = self.get_argument("format", "png")
        if fmt not in EXPORT_FORMATS:
            raise tornado.web.HTTPError(400)
        scratch = "/var/tmp/dioptre-oct-%d.dcm" % int(patient_id)
        with open(scratch, "wb") as fh:
            fh.write(upload["body"])
        out_dir = os.path.join(config.SCAN_ROOT, str(int(patient_id)))
        os.makedirs(out_dir, exist_ok=True)
        target = os.path.join(out_dir, "latest." + EXPORT_FORMATS[fmt])
        proc = Subprocess(["dcmj2pnm", "--write-" + fmt, scratch, target])
        await proc.wait_for_exit(raise_error=False)
        os.unlink(scratch)
        self.write_json({"saved": os.path.basename(target)})

    @tornado.web.authenticated
    async def get(self, patient_id):
        source = os.path.join(config.SCAN_ROOT, str(int(patient_id)), "latest.png")
        if not os.path.exists(source):
            raise tornado.web.HTTPError(404)
        with tempfile.NamedTemporaryFile(suffix=".png") as thumb:
            proc = Subprocess(["convert", source, "-resize", "320x320", thumb.name])
            await proc.wait_for_exit(raise_error=False)
            self.set_header("Content-Type", "image/png")
            self.write(thumb.read())
