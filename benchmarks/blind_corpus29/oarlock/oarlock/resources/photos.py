import os

import falcon

from .. import config
from ..hooks import require_member


class DamagePhotoResource:
    @falcon.before(require_member)
    def on_get(self, req, resp, name):
        boat = req.get_param("boat", default="")
        path = os.path.join(config.PHOTO_ROOT, boat, name)
        resp.content_type = "image/jpeg"
        resp.stream = open(path, "rb")

    @falcon.before(require_member)
    def on_post(self, req, resp, name):
        filename = os.path.basename(name)
        target = os.path.realpath(os.path.join(config.PHOTO_ROOT, "incoming", filename))
        if not target.startswith(os.path.realpath(config.PHOTO_ROOT) + os.sep):
            raise falcon.HTTPBadRequest()
        with open(target, "wb") as fh:
            fh.write(req.bounded_stream.read())
        resp.status = falcon.HTTP_201
