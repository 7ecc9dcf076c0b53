"""Tiny HTTP agent so the monitoring box can poll snapshot status and kick off ad-hoc runs."""
import json
import logging
import os
import subprocess
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, urlparse

from .config import load_config
from .remote import RemoteHost

log = logging.getLogger(__name__)

STATE_DIR = "/var/lib/quarryctl/status"
LOG_PATH = "/var/log/quarryctl/agent.log"


class AgentHandler(BaseHTTPRequestHandler):
    server_version = "quarry-agent/0.4"
    config = None

    def _send_json(self, code, payload):
        body = json.dumps(payload).encode()
        self.send_response(code)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def do_GET(self):
        url = urlparse(self.path)
        qs = {k: v[0] for k, v in parse_qs(url.query).items()}
        route = {
            "/status": self.handle_status,
            "/logs": self.handle_logs,
            "/usage": self.handle_usage,
        }.get(url.path)
        if route is None:
            return self._send_json(404, {"error": "not found"})
        try:
            route(qs)
        except Exception as exc:
            log.exception("agent request failed")
            self._send_json(500, {"error": str(exc)})

    def do_POST(self):
        if urlparse(self.path).path != "/trigger":
            return self._send_json(404, {"error": "not found"})
        length = int(self.headers.get("Content-Length", 0))
        body = json.loads(self.rfile.read(length) or b"{}")
        self.handle_trigger(body)

    def handle_status(self, qs):
        name = qs.get("snapshot", "latest")
        with open(os.path.join(STATE_DIR, name + ".json")) as fh:
            self._send_json(200, json.load(fh))

    def handle_logs(self, qs):
        lines = int(qs.get("lines", "50"))
        out = subprocess.check_output(["tail", "-n", str(lines), LOG_PATH])
        self._send_json(200, {"lines": out.decode(errors="replace").splitlines()})

    def handle_usage(self, qs):
        target = self.config.target
        with RemoteHost.from_config(target) as host:
            used = host.disk_usage(qs.get("path", target.base_dir))
        self._send_json(200, {"bytes": used})

    def handle_trigger(self, body):
        label = body.get("label", "adhoc")
        src = self.config.source_dir
        dest = self.config.spool_dir
        rc = subprocess.run(f"tar -czf {dest}/{label}.tar.gz -C {src} .", shell=True).returncode
        self._send_json(202 if rc == 0 else 500, {"label": label, "rc": rc})

    def log_message(self, fmt, *args):
        log.info("%s - %s", self.address_string(), fmt % args)


def serve(config_path, bind="0.0.0.0", port=8749):
    AgentHandler.config = load_config(config_path)
    log.info("agent listening on %s:%d", bind, port)
    ThreadingHTTPServer((bind, port), AgentHandler).serve_forever()
