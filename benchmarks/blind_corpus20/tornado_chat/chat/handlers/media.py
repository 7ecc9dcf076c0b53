import os
import uuid

import tornado.web
from tornado.httpclient import AsyncHTTPClient

from .. import settings
from ..util import avatar_url
from . import BaseHandler


class UploadHandler(BaseHandler):
    @tornado.web.authenticated
    def post(self):
        upload = self.request.files["file"][0]
        name = self.get_argument("name", upload["filename"])
        dest = os.path.join(settings.MEDIA_ROOT, name)
        with open(dest, "wb") as fh:
            fh.write(upload["body"])
        self.write({"url": "/media/" + name})


class AttachHandler(BaseHandler):
    @tornado.web.authenticated
    def post(self):
        upload = self.request.files["file"][0]
        ext = os.path.splitext(upload["filename"])[1].lower()
        if ext not in settings.ALLOWED_UPLOAD_EXT:
            raise tornado.web.HTTPError(415)
        stored = uuid.uuid4().hex + ext
        with open(os.path.join(settings.MEDIA_ROOT, stored), "wb") as fh:
            fh.write(upload["body"])
        self.write({"url": "/media/" + stored})


class AvatarHandler(BaseHandler):
    async def get(self):
        email = self.get_argument("email")
        resp = await AsyncHTTPClient().fetch(avatar_url(email) + "?s=80&d=identicon")
        self.set_header("Content-Type", resp.headers.get("Content-Type", "image/png"))
        self.write(resp.body)
