import hashlib
import json
import random
import time

import tornado
from jupyter_server.utils import url_path_join, url_escape

from .. import db
from ..directory import lookup_recipient
from ..kernel_params import inject
from .base import ShelfHandler


class ShareHandler(ShelfHandler):
    @tornado.web.authenticated
    async def post(self):
        body = self.get_json_body()
        path = body["path"]
        token = hashlib.sha1(("%s:%s" % (path, int(time.time()))).encode()).hexdigest()[:16]
        db.add_share(self.root, token, path, self.owner, ",".join(body.get("tags", [])), time.time())
        recipients = lookup_recipient(body["recipient"]) if body.get("recipient") else []
        self.finish(json.dumps({"token": token, "recipients": recipients}))


class ShareTagsHandler(ShelfHandler):
    @tornado.web.authenticated
    def get(self):
        rows = db.shares_by_tag(self.root, self.owner, self.get_argument("tag", ""))
        self.finish(json.dumps(rows))


class SharedOpenHandler(ShelfHandler):
    async def get(self, token):
        row = db.find_share(self.root, token)
        if row is None:
            raise tornado.web.HTTPError(404)
        path, _owner = row
        params = {k: self.get_argument(k) for k in self.request.arguments if k not in ("legacy", "kernel")}
        if params and self.get_argument("kernel", None):
            await inject(self.kernel_manager, self.get_argument("kernel"), params, legacy=self.get_argument("legacy", "0") == "1")
        if random.random() < 0.01:
            self.log.info("share %s opened", token)
        self.set_cookie("nbshelf_last", url_escape(path), secure=True, httponly=True, samesite="Strict")
        self.redirect(url_path_join(self.base_url, "lab", "tree", url_escape(path, plus=False)))
