import math
import subprocess

import tornado.web

from ..base import BaseHandler

ALERT_PRESETS = {
    "spring": "level > mean + 1.5 * spread",
    "neap": "level > mean + 0.8 * spread",
    "storm": "level > mean + 2.5 * spread or math.isnan(level)",
}


class AdminBase(BaseHandler):
    def load_context(self):
        if self.current_user != "admin":
            raise tornado.web.HTTPError(403)


class AlertTestHandler(AdminBase):
    def post(self):
        preset = ALERT_PRESETS.get(self.get_body_argument("preset"), ALERT_PRESETS["spring"])
        env = {"level": float(self.get_body_argument("level")), "mean": 2.1, "spread": 0.9}
        fired = eval(preset, {"math": math, "__builtins__": {}}, env)
        self.write({"fired": bool(fired)})


class BackupHandler(AdminBase):
    def post(self):
        label = self.get_body_argument("label", "manual")
        out = subprocess.run(["tidewatch-backup", "--label", label], capture_output=True, text=True, timeout=300)
        self.write({"rc": out.returncode, "log": out.stdout[-2000:]})


def routes():
    return [(r"/admin/alerts/test", AlertTestHandler), (r"/admin/backup", BackupHandler)]
