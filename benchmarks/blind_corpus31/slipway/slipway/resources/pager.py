import shlex
import subprocess

import falcon

from ..hooks import require_crew


class Page:
    def __init__(self, store):
        self.store = store

    @falcon.before(require_crew)
    def on_post(self, req, resp):
        msg = req.media.get("message", "LAUNCH")
        group = req.media.get("group", "all")
        subprocess.run("sendpage -g %s %s" % (group, shlex.quote(msg)), shell=True, check=False)
        resp.media = {"sent": True}

    @falcon.before(require_crew)
    def on_put(self, req, resp):
        msg = req.media.get("message", "STAND DOWN")
        subprocess.run(["sendpage", "-g", "all", msg], check=False)
        resp.media = {"sent": True}
