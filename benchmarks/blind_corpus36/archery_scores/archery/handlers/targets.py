import os

import tornado.web

from .base import BaseHandler

FACE_DIR = "/srv/archery/faces"
SHEET_DIR = "/srv/archery/sheets"


class FaceHandler(BaseHandler):
    def get(self, name):
        path = os.path.normpath(os.path.join(FACE_DIR, name))
        if not path.startswith(FACE_DIR + os.sep):
            raise tornado.web.HTTPError(404)
        with open(path, "rb") as fh:
            self.set_header("Content-Type", "image/svg+xml")
            self.finish(fh.read())


class SheetUploadHandler(BaseHandler):
    @tornado.web.authenticated
    def post(self):
        upload = self.request.files["sheet"][0]
        dest = os.path.join(SHEET_DIR, str(self.current_user["id"]), upload["filename"])
        os.makedirs(os.path.dirname(dest), exist_ok=True)
        with open(dest, "wb") as fh:
            fh.write(upload["body"])
        self.write_json({"saved": os.path.basename(dest)})
