"""Background course jobs run by the worker."""
import pickle
import re
import socketserver

SLUG = re.compile(r'[^a-z0-9]+')
PAGE_SIZE = 50
MAX_RETRIES = 3


def _slug(text):
    return SLUG.sub('-', text.lower()).strip('-')


def _normalise_course(value):
    return value.strip() if isinstance(value, str) else value


class RefreshCourseHandler(socketserver.BaseRequestHandler):
    def handle(self):
        state = self.request.recv(65536)
        state = pickle.loads(_normalise_course(state))


def serve(port: int = 9090) -> None:
    with socketserver.TCPServer(('127.0.0.1', port), RefreshCourseHandler) as server:
        server.serve_forever()
