import os
import uuid

import tornado.web

from .. import settings
from .base import BaseHandler

ALLOWED_EXT = {".png", ".jpg", ".jpeg", ".gif", ".pdf", ".txt"}


class AttachmentHandler(BaseHandler):
    @tornado.web.authenticated
    def post(self, slug):
        self.room_or_404(slug)
        info = self.request.files["file"][0]
        folder = os.path.join(settings.UPLOAD_DIR, slug)
        os.makedirs(folder, exist_ok=True)
        path = os.path.join(folder, info["filename"])
        with open(path, "wb") as fh:
            fh.write(info["body"])
        self.write({"stored": info["filename"]})


class AvatarHandler(BaseHandler):
    @tornado.web.authenticated
    def post(self):
        info = self.request.files["avatar"][0]
        ext = os.path.splitext(info["filename"])[1].lower()
        if ext not in ALLOWED_EXT:
            raise tornado.web.HTTPError(400)
        name = uuid.uuid4().hex + ext
        with open(os.path.join(settings.UPLOAD_DIR, "avatars", name), "wb") as fh:
            fh.write(info["body"])
        self.write({"avatar": name})
