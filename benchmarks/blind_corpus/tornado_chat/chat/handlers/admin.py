import os
import re
import shlex
import subprocess

import tornado.web

from chat.handlers.base import BaseHandler

LOG_DIR = "/var/log/chat"


class AdminHandler(BaseHandler):
    def prepare(self):
        super().prepare()
        if self.current_user != b"admin":
            raise tornado.web.HTTPError(403)


class LogTailHandler(AdminHandler):
    def get(self):
        lines = self.get_argument("n", "200")
        logfile = os.path.join(LOG_DIR, "chat.log")
        out = subprocess.check_output("tail -n %s %s" % (lines, logfile), shell=True)
        self.set_header("Content-Type", "text/plain")
        self.write(out)


class ArchiveHandler(AdminHandler):
    def post(self):
        room = self.get_body_argument("room")
        if not re.fullmatch(r"[a-z0-9_-]+", room):
            raise tornado.web.HTTPError(400)
        dest = "/srv/chat/archive/%s.tar.gz" % room
        cmd = "tar czf %s -C /srv/chat/rooms %s" % (shlex.quote(dest), shlex.quote(room))
        subprocess.check_call(cmd, shell=True)
        self.write({"archived": room})
