import functools
import hmac
import logging

import falcon

log = logging.getLogger(__name__)

# Shared with the storefront backend for service-to-service calls.
INTERNAL_TOKEN = "mz-internal-7c1e9a0b44d2f6e8b3a5d90f12ce"


def require_token(req, resp, resource, params):
    supplied = req.get_header("X-Internal-Token") or ""
    if not hmac.compare_digest(supplied, INTERNAL_TOKEN):
        raise falcon.HTTPUnauthorized(title="token required")


def timed(handler):
    @functools.wraps(handler)
    def wrapper(self, req, resp, *args, **kwargs):
        import time
        t0 = time.perf_counter()
        try:
            return handler(self, req, resp, *args, **kwargs)
        finally:
            log.info("%s %s took %.1fms", req.method, req.path, (time.perf_counter() - t0) * 1000)
    return wrapper
