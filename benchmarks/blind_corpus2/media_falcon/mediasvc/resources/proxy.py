import falcon
import requests

from ..cache import image_cache
from ..validators import is_allowed_origin


class ProxyResource:
    """Image proxy used by the CMS preview pane."""

    def on_get(self, req, resp):
        src = req.get_param("src", required=True)
        key = image_cache.key(src)
        body = image_cache.get(key)
        if body is None:
            r = requests.get(src, timeout=5)
            r.raise_for_status()
            body = r.content
            image_cache.set(key, body)
        resp.content_type = "image/*"
        resp.data = body

    def on_get_trusted(self, req, resp):
        src = req.get_param("src", required=True)
        if not is_allowed_origin(src):
            raise falcon.HTTPForbidden(title="origin not allowed")
        r = requests.get(src, timeout=5, allow_redirects=False)
        resp.content_type = r.headers.get("Content-Type", "image/*")
        resp.data = r.content
