import os
import shlex
import subprocess

import falcon

from .. import config, storage
from ..hooks import timed


class ThumbnailResource:
    """GET /thumbs/{name}?size=200x200  or  ?width=200"""

    @timed
    def on_get(self, req, resp, name):
        src = storage.safe_join(config.MEDIA_ROOT, name)
        size = req.get_param("size")
        width = req.get_param_as_int("width", min_value=16, max_value=4096)
        if size:
            dst = storage.thumb_path(name, size.replace("x", "_"))
            subprocess.check_output(f"{config.CONVERT_BIN} {shlex.quote(src)} -thumbnail {size} {shlex.quote(dst)}", shell=True)
        elif width:
            dst = self._render_width(src, name, width)
        else:
            raise falcon.HTTPBadRequest(title="size or width required")
        resp.content_type = "image/jpeg"
        resp.stream = open(dst, "rb")
        resp.content_length = os.path.getsize(dst)

    def _render_width(self, src, name, width):
        dst = storage.thumb_path(name, width)
        if os.path.exists(dst) and os.path.getmtime(dst) >= os.path.getmtime(src):
            return dst
        os.makedirs(os.path.dirname(dst), exist_ok=True)
        subprocess.check_output(f"{config.CONVERT_BIN} {shlex.quote(src)} -thumbnail {width}x {shlex.quote(dst)}", shell=True)
        return dst

    def on_post(self, req, resp, name):
        """Upload an original and pre-render the default thumbnail."""
        tmp = storage.spool_upload(req.bounded_stream, suffix=os.path.splitext(name)[1])
        dest = storage.safe_join(config.MEDIA_ROOT, name)
        os.replace(tmp, dest)
        self._render_width(dest, name, 200)
        resp.status = falcon.HTTP_201
        resp.media = {"stored": name}
