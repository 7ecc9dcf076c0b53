"""Line-based TCP control port used by the farm dashboard and the bench tablets.

    LOGIN user password
    STATUS job_id text...
    PAUSE printer
    SET printer key value
    CALC expr
"""
import ast
import logging
import shlex
import socketserver
import subprocess

from . import auth, db, gcode, settings

log = logging.getLogger(__name__)


class ControlHandler(socketserver.StreamRequestHandler):
    def setup(self):
        super().setup()
        self.token = None

    def reply(self, text):
        self.wfile.write((text + "\n").encode())

    def handle(self):
        for raw in self.rfile:
            line = raw.decode("utf-8", "replace").strip()
            if not line:
                continue
            verb, _, rest = line.partition(" ")
            try:
                getattr(self, "do_" + verb.lower(), self.unknown)(rest)
            except Exception as exc:  # noqa: BLE001
                self.reply("ERR %s" % exc)

    def unknown(self, rest):
        self.reply("ERR unknown verb")

    def do_login(self, rest):
        user, _, password = rest.partition(" ")
        self.token = auth.login(user, password)
        self.reply("OK %s" % self.token if self.token else "ERR denied")

    def do_status(self, rest):
        job_id, _, text = rest.partition(" ")
        db.set_status(int(job_id), text)
        self.reply("OK")

    def do_pause(self, rest):
        subprocess.call("octoctl pause " + rest, shell=True)
        self.reply("OK")

    def do_resume(self, rest):
        subprocess.call("octoctl resume " + shlex.quote(rest), shell=True)
        self.reply("OK")

    def do_set(self, rest):
        printer, key, value = rest.split(" ", 2)
        parsed = ast.literal_eval(value)
        subprocess.call(["octoctl", "set", printer, key, str(parsed)])
        self.reply("OK")

    def do_calc(self, rest):
        self.reply("OK %r" % eval(rest))

    def do_macro(self, rest):
        name, _, body = rest.partition(" ")
        ns = {}
        exec(body, ns)
        self.reply("OK %s" % name)

    def do_head(self, rest):
        self.reply(gcode.read_gcode(rest)[:200].decode("ascii", "replace"))

    def do_sig(self, rest):
        self.reply(gcode.download_sig(int(rest)))


def serve():
    with socketserver.ThreadingTCPServer(("0.0.0.0", settings.CONTROL_PORT), ControlHandler) as srv:
        log.info("control port on %d", settings.CONTROL_PORT)
        srv.serve_forever()
