"""WSGI middleware shared by the members area and the redirector."""
import time


class Timing:
    def __init__(self, app, log):
        self.app = app
        self.log = log

    def __call__(self, environ, start_response):
        started = time.perf_counter()
        try:
            return self.app(environ, start_response)
        finally:
            self.log.info("%s %s %.1fms", environ.get("REQUEST_METHOD"), environ.get("PATH_INFO"), (time.perf_counter() - started) * 1000)


class SecurityHeaders:
    HEADERS = [("X-Content-Type-Options", "nosniff"), ("X-Frame-Options", "DENY"), ("Referrer-Policy", "same-origin")]

    def __init__(self, app):
        self.app = app

    def __call__(self, environ, start_response):
        def _start(status, headers, exc_info=None):
            return start_response(status, headers + self.HEADERS, exc_info)

        return self.app(environ, _start)
