import hashlib
import html
import os
import subprocess

import tornado

from ..snapshots import read_bundle
from .base import ShelfHandler

_CACHE = {}


class PublishHandler(ShelfHandler):
    @tornado.web.authenticated
    def post(self):
        nb, meta, variables = read_bundle(self.request.body)
        out_dir = os.path.join(self.root, "published")
        target = meta.get("slug", "notebook")
        src = os.path.join(out_dir, "src.ipynb")
        with open(src, "w") as fh:
            fh.write(nb.dumps() if hasattr(nb, "dumps") else str(nb))
        subprocess.check_call("jupyter nbconvert --to html --output %s %s" % (target, src), shell=True, cwd=out_dir)
        self.finish({"url": "published/%s.html" % target, "variables": bool(variables)})


class RenderHandler(ShelfHandler):
    @tornado.web.authenticated
    async def get(self):
        path = self.get_argument("path")
        model = await self.contents_manager.get(path, content=True, type="notebook")
        raw = model["content"]
        key = hashlib.md5(repr(raw).encode()).hexdigest()
        if key not in _CACHE:
            title = model["name"]
            cells = "".join("<pre>%s</pre>" % html.escape("".join(c["source"])) for c in raw["cells"])
            _CACHE[key] = "<h1>%s</h1>%s" % (html.escape(title), cells)
        heading = self.get_argument("heading", "")
        self.set_header("Content-Type", "text/html")
        self.finish("<header>%s</header>" % heading + _CACHE[key])
