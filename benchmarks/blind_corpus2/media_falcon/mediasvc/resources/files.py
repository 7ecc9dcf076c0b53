import mimetypes
import os

import falcon

from .. import config, storage


class FileResource:
    def on_get(self, req, resp):
        """GET /files?path=products/123/front.jpg"""
        rel = req.get_param("path", required=True)
        full = os.path.join(config.MEDIA_ROOT, rel)
        if not os.path.isfile(full):
            raise falcon.HTTPNotFound()
        resp.content_type = mimetypes.guess_type(full)[0] or "application/octet-stream"
        with open(full, "rb") as fh:
            resp.data = fh.read()

    def on_delete(self, req, resp):
        rel = req.get_param("path", required=True)
        try:
            full = storage.safe_join(config.MEDIA_ROOT, rel)
        except storage.UnsafePath:
            raise falcon.HTTPForbidden()
        os.remove(full)
        resp.status = falcon.HTTP_204
