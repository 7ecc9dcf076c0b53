import ipaddress
import subprocess

import tornado.web

from ..util import shell
from .base import BaseHandler


class PingHandler(BaseHandler):
    @tornado.web.authenticated
    def get(self):
        target = self.get_argument("host")
        try:
            addr = str(ipaddress.ip_address(target))
        except ValueError:
            raise tornado.web.HTTPError(400, "host must be an IP address")
        out = subprocess.run(["ping", "-c", "3", addr], capture_output=True, text=True, timeout=15)
        self.write({"rc": out.returncode, "output": out.stdout})


class TraceHandler(BaseHandler):
    @tornado.web.authenticated
    def get(self):
        rc, out = shell.traceroute(self.get_argument("host"))
        self.write({"rc": rc, "output": out})

    def head(self):
        rc, _ = shell.disk_usage()
        self.set_status(200 if rc == 0 else 503)
