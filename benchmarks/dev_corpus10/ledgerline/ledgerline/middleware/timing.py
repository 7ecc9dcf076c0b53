import hashlib
import time


class TimingMiddleware:
    def process_request(self, req, resp):
        req.context.started = time.monotonic()

    def process_response(self, req, resp, resource, req_succeeded):
        elapsed = time.monotonic() - getattr(req.context, "started", time.monotonic())
        resp.set_header("X-Elapsed-Ms", "%.1f" % (elapsed * 1000))
        if req.method == "GET" and resp.text:
            digest = hashlib.md5(resp.text.encode()).hexdigest()
            resp.etag = digest
