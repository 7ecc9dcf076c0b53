"""Tiny GitHub webhook receiver: `python -m deploybot.webhook 0.0.0.0 9000`."""
import hashlib
import hmac
import json
import os
import sys
from http.server import BaseHTTPRequestHandler, HTTPServer
from urllib.parse import parse_qs, urlparse

from . import settings


def _valid_signature(body, header):
    expected = "sha1=" + hmac.new(settings.WEBHOOK_SECRET, body, hashlib.sha1).hexdigest()
    return hmac.compare_digest(expected, header or "")


class Handler(BaseHTTPRequestHandler):
    def do_POST(self):
        length = int(self.headers.get("Content-Length", 0))
        body = self.rfile.read(length)
        if not _valid_signature(body, self.headers.get("X-Hub-Signature")):
            self.send_error(403)
            return
        event = json.loads(body)
        ref = event.get("ref", "")
        branch = ref[len("refs/heads/"):] if ref.startswith("refs/heads/") else ref
        repo = event["repository"]["name"]
        rc = os.system("cd %s/%s && ./deploy.sh %s" % (settings.DEPLOY_ROOT, repo, branch))
        self.send_response(200 if rc == 0 else 500)
        self.end_headers()

    def do_GET(self):
        qs = parse_qs(urlparse(self.path).query)
        back = qs.get("return", ["/"])[0]
        self.send_response(302)
        self.send_header("Location", back)
        self.end_headers()


if __name__ == "__main__":
    host, port = sys.argv[1], int(sys.argv[2])
    HTTPServer((host, port), Handler).serve_forever()
