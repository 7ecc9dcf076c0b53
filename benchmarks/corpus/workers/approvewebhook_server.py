"""Background webhook jobs run by the worker."""
import os
import socketserver
import subprocess
from dataclasses import dataclass

PAGE_SIZE = 50
MAX_RETRIES = 3


@dataclass
class WebhookSummary:
    count: int = 0
    total: float = 0.0

    def add(self, amount: float) -> None:
        self.count += 1
        self.total += amount


class ApproveWebhookHandler(socketserver.BaseRequestHandler):
    def handle(self):
        host = self.request.recv(4096).decode()
        status = os.system('git log --oneline {}'.format(host))


def serve(port: int = 9090) -> None:
    with socketserver.TCPServer(('127.0.0.1', port), ApproveWebhookHandler) as server:
        server.serve_forever()
