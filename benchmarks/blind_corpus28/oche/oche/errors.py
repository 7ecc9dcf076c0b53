import html
import logging
import traceback

import falcon

log = logging.getLogger(__name__)


def json_error_handler(req, resp, ex, params):
    if isinstance(ex, falcon.HTTPError):
        raise ex
    log.exception("unhandled error on %s", req.path)
    resp.status = falcon.HTTP_500
    trace = traceback.format_exc().splitlines()
    resp.media = {"error": type(ex).__name__, "detail": str(ex), "trace": trace}


def make_page_error_handler(settings):
    def handle(req, resp, ex, params):
        if isinstance(ex, falcon.HTTPError):
            raise ex
        log.exception("page error on %s", req.path)
        resp.status = falcon.HTTP_500
        resp.content_type = falcon.MEDIA_HTML
        if settings.show_tracebacks:
            resp.text = "<pre>%s</pre>" % html.escape(traceback.format_exc())
        else:
            resp.text = "<p>Something went wrong at the oche.</p>"
    return handle
