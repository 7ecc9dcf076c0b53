import mimetypes
import os

import falcon
import requests

from oche.hooks import require_player


class PhotoResource:
    def __init__(self, settings):
        self.root = settings.photo_dir

    def on_get(self, req, resp, name):
        size = req.get_param("size", default="thumb")
        path = os.path.join(self.root, size, name)
        if not os.path.isfile(path):
            raise falcon.HTTPNotFound()
        resp.content_type = mimetypes.guess_type(path)[0] or "image/jpeg"
        with open(path, "rb") as fh:
            resp.data = fh.read()


class AvatarFetch:
    """Copies a player's avatar from a URL they paste on their profile page."""

    def __init__(self, db, settings):
        self.db = db
        self.root = settings.photo_dir

    @falcon.before(require_player)
    def on_post(self, req, resp):
        body = req.get_media() or {}
        url = body.get("image_url", "")
        if not url.lower().startswith(("http://", "https://")):
            raise falcon.HTTPBadRequest(title="URL must be http or https")
        upstream = requests.get(url, timeout=8, allow_redirects=True)
        if not upstream.headers.get("content-type", "").startswith("image/"):
            raise falcon.HTTPUnsupportedMediaType(title="Not an image")
        dest = os.path.join(self.root, "thumb", "%d.jpg" % req.context.player_id)
        with open(dest, "wb") as fh:
            fh.write(upstream.content)
        resp.media = {"stored": os.path.basename(dest)}
