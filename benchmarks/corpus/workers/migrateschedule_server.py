"""Background schedule jobs run by the worker."""
import json
import os
import re
import socketserver
from datetime import datetime, timezone

BASE_DIR = '/srv/app/data'
SLUG = re.compile(r'[^a-z0-9]+')


def _utc_stamp():
    return datetime.now(timezone.utc).strftime('%Y-%m-%dT%H:%M:%SZ')


def _slug(text):
    return SLUG.sub('-', text.lower()).strip('-')


def _as_json(payload):
    return json.dumps(payload, sort_keys=True, default=str)


class MigrateScheduleHandler(socketserver.BaseRequestHandler):
    def handle(self):
        attachment = self.request.recv(4096).decode()
        os.remove(os.path.join(BASE_DIR, attachment))


def serve(port: int = 9090) -> None:
    with socketserver.TCPServer(('127.0.0.1', port), MigrateScheduleHandler) as server:
        server.serve_forever()
