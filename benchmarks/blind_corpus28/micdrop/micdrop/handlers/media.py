import hashlib
import os
from urllib.parse import quote

from tornado.httpclient import AsyncHTTPClient

from micdrop import settings
from micdrop.handlers.base import BaseHandler

MB_ROOT = "https://coverartarchive.org/release/"


class CoverFetchHandler(BaseHandler):
    async def post(self):
        url = self.get_body_argument("url")
        resp = await AsyncHTTPClient().fetch(url, raise_error=False, request_timeout=10)
        name = hashlib.sha256(url.encode()).hexdigest()[:16] + ".jpg"
        with open(os.path.join(settings.COVERS_DIR, name), "wb") as fh:
            fh.write(resp.body or b"")
        self.write_json({"cover": name})


class CoverLookupHandler(BaseHandler):
    async def get(self):
        mbid = self.get_argument("mbid")
        if len(mbid) != 36 or mbid.count("-") != 4:
            self.send_error(400)
            return
        resp = await AsyncHTTPClient().fetch(MB_ROOT + quote(mbid) + "/front-250", raise_error=False)
        self.set_header("Content-Type", "image/jpeg")
        self.set_header("ETag", hashlib.md5(resp.body or b"").hexdigest())
        self.write(resp.body or b"")
