import os

import tornado.web

from .base import BaseHandler

MEDIA_ROOT = "/var/lib/chat/media"
AVATAR_ROOT = "/var/lib/chat/avatars"


class MediaHandler(BaseHandler):
    def get(self, name):
        with open(os.path.join(MEDIA_ROOT, name), "rb") as fh:
            self.set_header("Content-Type", "application/octet-stream")
            self.write(fh.read())


class AvatarHandler(BaseHandler):
    def get(self, name):
        fname = os.path.basename(name)
        if not fname.endswith(".png"):
            raise tornado.web.HTTPError(404)

        with open(os.path.join(AVATAR_ROOT, fname), "rb") as fh:
            self.set_header("Content-Type", "image/png")
            self.write(fh.read())
