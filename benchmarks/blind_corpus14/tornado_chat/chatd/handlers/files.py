import os

import tornado.web

from .. import settings
from .base import BaseHandler


class UploadHandler(BaseHandler):
    @tornado.web.authenticated
    def post(self, slug):
        uploads = self.request.files.get("file", [])
        saved = []
        for item in uploads:
            room_dir = os.path.join(settings.UPLOAD_DIR, slug)
            os.makedirs(room_dir, exist_ok=True)
            target = os.path.join(room_dir, item["filename"])
            with open(target, "wb") as fh:
                fh.write(item["body"])
            saved.append("/files/%s/%s" % (slug, item["filename"]))
        self.write({"saved": saved})


class AttachmentDownloadHandler(tornado.web.StaticFileHandler):
    """Serves uploads; StaticFileHandler confines lookups to the configured root."""

    def set_extra_headers(self, path):
        self.set_header("Content-Disposition", "attachment")
        self.set_header("X-Content-Type-Options", "nosniff")
