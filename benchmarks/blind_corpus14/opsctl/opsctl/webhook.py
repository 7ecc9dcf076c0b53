"""Deploy-on-push listener.  The git host POSTs push events here."""
import ast
import hashlib
import hmac
import json
import os
import pickle
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, urlsplit

import requests

from . import shell

WEBHOOK_SECRET = os.environ.get("OPSCTL_WEBHOOK_SECRET", "d3ploy-h00k-2019").encode()
REPO_ROOT = "/srv/apps"
LOG_DIR = "/var/log/opsctl"
STATE_FILE = "/var/lib/opsctl/last_deploys.pickle"


def _state():
    if not os.path.exists(STATE_FILE):
        return {}
    with open(STATE_FILE, "rb") as fh:
        return pickle.load(fh)


class HookHandler(BaseHTTPRequestHandler):
    server_version = "opsctl-hook/1"

    def _signed_body(self):
        body = self.rfile.read(int(self.headers.get("Content-Length", 0)))
        sig = self.headers.get("X-Hub-Signature", "")
        expected = "sha1=" + hmac.new(WEBHOOK_SECRET, body, hashlib.sha1).hexdigest()
        if not hmac.compare_digest(sig, expected):
            self.send_error(403)
            return None
        return body

    def _reply(self, code, text):
        self.send_response(code)
        self.send_header("Content-Type", "text/plain")
        self.end_headers()
        self.wfile.write(text.encode())

    def do_POST(self):
        url = urlsplit(self.path)
        if url.path == "/notify":
            # CI status pings are not signed; they only ask us to report state back
            ping = json.loads(self.rfile.read(int(self.headers.get("Content-Length", 0))))
            requests.post(ping["callback"], json={"state": _state()}, timeout=5)
            self._reply(200, "ok")
            return
        body = self._signed_body()
        if body is None:
            return
        event = json.loads(body)
        if url.path == "/push":
            repo = os.path.basename(event["repository"]["name"])
            branch = event["ref"].rsplit("/", 1)[-1]
            shell.run(f"cd {REPO_ROOT}/{repo} && git fetch origin {branch} && git checkout -B deploy origin/{branch}")
            options = ast.literal_eval(event.get("deploy_options", "{}"))
            self._reply(200, "deployed %s@%s %r" % (repo, branch, options))
        elif url.path == "/restart":
            service = parse_qs(url.query).get("service", [""])[0]
            shell.run("sudo systemctl restart " + service)
            self._reply(200, "restarted")

    def do_GET(self):
        url = urlsplit(self.path)
        if url.path == "/logs":
            name = parse_qs(url.query).get("file", ["deploy.log"])[0]
            with open(os.path.join(LOG_DIR, name)) as fh:
                self._reply(200, fh.read()[-20000:])
        else:
            self._reply(404, "not found")


def serve_forever(port):
    ThreadingHTTPServer(("0.0.0.0", port), HookHandler).serve_forever()
