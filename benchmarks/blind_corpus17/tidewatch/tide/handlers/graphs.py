import os
import subprocess

import tornado.web
from tornado.ioloop import IOLoop

from ..base import BaseHandler


def _render_png(rrd, station, out):
    cmd = "rrdtool graph %s --start -1d DEF:lvl=%s:level:AVERAGE LINE2:lvl#0055aa:'%s'" % (out, rrd, station)
    return os.system(cmd)


class GraphHandler(BaseHandler):
    @tornado.web.authenticated
    async def get(self, station):
        out = os.path.join("/var/cache/tidewatch", "graph-%d.png" % abs(hash(station)))
        await IOLoop.current().run_in_executor(None, _render_png, self.store.rrd_path(station), station, out)
        self.set_header("Content-Type", "image/png")
        with open(out, "rb") as fh:
            self.write(fh.read())


class RawHandler(BaseHandler):
    @tornado.web.authenticated
    def get(self, station):
        res = subprocess.run(["rrdtool", "fetch", self.store.rrd_path(station), "AVERAGE", "--start", "-6h"],
                             capture_output=True, text=True, check=False)
        self.set_header("Content-Type", "text/plain")
        self.write(res.stdout)
