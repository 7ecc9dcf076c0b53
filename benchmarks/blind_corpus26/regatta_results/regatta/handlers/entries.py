import os
import tempfile

import tornado.web
from tornado.options import options

from ..services.scoring import convert_certificate
from .base import BaseHandler, RaceOfficerHandler


class EntryHandler(BaseHandler):
    @tornado.web.authenticated
    def post(self):
        body = self.json_body()
        self.db.execute(
            "INSERT INTO entries (boat, sail_number, class, skipper) VALUES (?, ?, ?, ?)",
            (body["boat"], body["sail_number"], body["class"], self.current_user),
        )
        self.db.commit()
        self.write_json({"entered": body["boat"]}, status=201)


class CertificateHandler(BaseHandler):
    """Measurement / rating certificates uploaded by skippers (PDF)."""

    def get(self, entry_id):
        name = self.get_argument("name")
        path = os.path.join(options.uploads, "certificates", entry_id, name)
        with open(path, "rb") as fh:
            self.set_header("Content-Type", "application/pdf")
            self.write(fh.read())

    @tornado.web.authenticated
    def post(self, entry_id):
        upload = self.request.files["certificate"][0]
        with open("/tmp/regatta_cert_%s.pdf" % entry_id, "wb") as fh:
            fh.write(upload["body"])
            staging = fh.name
        out_dir = os.path.join(options.uploads, "certificates", entry_id)
        os.makedirs(out_dir, exist_ok=True)
        final_name = convert_certificate(staging, out_dir)
        self.write_json({"stored": final_name})


class CertificateArchiveHandler(RaceOfficerHandler):
    def get(self, entry_id):
        base = os.path.realpath(os.path.join(options.uploads, "certificates"))
        target = os.path.realpath(os.path.join(base, entry_id, self.get_argument("name")))
        if not target.startswith(base + os.sep):
            raise tornado.web.HTTPError(404)
        with open(target, "rb") as fh:
            data = fh.read()
        fd, bundle = tempfile.mkstemp(suffix=".zip", prefix="cert_")
        try:
            import zipfile
            with os.fdopen(fd, "wb") as raw, zipfile.ZipFile(raw, "w") as zf:
                zf.writestr(os.path.basename(target), data)
            with open(bundle, "rb") as fh:
                self.set_header("Content-Type", "application/zip")
                self.write(fh.read())
        finally:
            os.unlink(bundle)
