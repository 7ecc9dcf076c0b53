import logging
import time

log = logging.getLogger("wsgikit")


class AccessLog:
    def __init__(self, app):
        self.app = app

    def __call__(self, environ, start_response):
        started = time.monotonic()
        status_holder = {}

        def _start(status, headers, exc_info=None):
            status_holder["status"] = status
            return start_response(status, headers, exc_info)

        try:
            return self.app(environ, _start)
        finally:
            log.info("%s %s %s %.1fms", environ.get("REQUEST_METHOD"), environ.get("PATH_INFO"),
                     status_holder.get("status", "-"), (time.monotonic() - started) * 1000)


class SecurityHeaders:
    HEADERS = [("X-Content-Type-Options", "nosniff"), ("X-Frame-Options", "DENY"),
               ("Referrer-Policy", "same-origin")]

    def __init__(self, app):
        self.app = app

    def __call__(self, environ, start_response):
        def _start(status, headers, exc_info=None):
            return start_response(status, headers + self.HEADERS, exc_info)
        return self.app(environ, _start)
