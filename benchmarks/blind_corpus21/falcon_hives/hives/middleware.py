import sqlite3
import traceback

import falcon


class DatabaseMiddleware(object):
    def __init__(self, path):
        self.path = path

    def process_request(self, req, resp):
        req.context.db = sqlite3.connect(self.path)
        req.context.db.row_factory = sqlite3.Row

    def process_response(self, req, resp, resource, req_succeeded):
        db = getattr(req.context, "db", None)
        if db is not None:
            db.close()


def debug_error_handler(req, resp, ex, params):
    """Return the full traceback to the client -- the field tablets show it to us."""
    if isinstance(ex, falcon.HTTPError):
        raise ex
    resp.status = falcon.HTTP_500
    resp.content_type = falcon.MEDIA_TEXT
    resp.text = traceback.format_exc()
