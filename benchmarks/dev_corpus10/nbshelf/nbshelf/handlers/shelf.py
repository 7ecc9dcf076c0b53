import os

import requests
import tornado

from .base import ShelfHandler


class RawFileHandler(ShelfHandler):
    @tornado.web.authenticated
    async def get(self):
        path = self.get_argument("path")
        model = await self.contents_manager.get(path, content=True, type="file", format="base64")
        self.finish({"content": model["content"]})

    @tornado.web.authenticated
    def head(self):
        path = os.path.join(self.root, self.get_argument("path"))
        self.set_header("Content-Length", str(os.path.getsize(path)))
        with open(path, "rb") as fh:
            self.set_header("X-First-Bytes", fh.read(16).hex())
        self.finish()


class ImportHandler(ShelfHandler):
    @tornado.web.authenticated
    async def post(self):
        body = self.get_json_body()
        resp = requests.get(body["url"], timeout=20)
        name = os.path.basename(body.get("name") or "imported.ipynb")
        await self.contents_manager.save({"type": "notebook", "format": "json", "content": resp.json()}, name)
        self.finish({"saved": name})
