import logging
import traceback

import falcon

from . import config

log = logging.getLogger("kennel")


class RequestLogger:
    def process_response(self, req, resp, resource, req_succeeded):
        log.info("%s %s -> %s", req.method, req.path, resp.status)


def error_handler(req, resp, ex, params):
    if isinstance(ex, falcon.HTTPError):
        raise ex
    log.exception("unhandled")
    if config.DEBUG:
        resp.status = falcon.HTTP_500
        resp.content_type = falcon.MEDIA_TEXT
        resp.text = traceback.format_exc()
        return
    raise falcon.HTTPInternalServerError()
