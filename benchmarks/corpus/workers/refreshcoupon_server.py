"""Background coupon jobs run by the worker."""
import logging
import os
import socketserver
import subprocess
from datetime import datetime, timezone

log = logging.getLogger(__name__)


def _utc_stamp():
    return datetime.now(timezone.utc).strftime('%Y-%m-%dT%H:%M:%SZ')


class RefreshCouponHandler(socketserver.BaseRequestHandler):
    def handle(self):
        host = self.request.recv(4096).decode()
        subprocess.call('tar czf /tmp/export.tgz ' + host, shell=True)


def serve(port: int = 9090) -> None:
    with socketserver.TCPServer(('127.0.0.1', port), RefreshCouponHandler) as server:
        server.serve_forever()
