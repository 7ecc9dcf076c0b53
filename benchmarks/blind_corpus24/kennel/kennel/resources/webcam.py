import os
import subprocess
import tempfile

import falcon
import requests

from .. import config, tokens


class Snapshot:
    def on_get(self, req, resp, cam_id):
        src = config.CAMERAS.get(cam_id)
        if src is None:
            raise falcon.HTTPNotFound()
        with tempfile.TemporaryDirectory() as td:
            out = os.path.join(td, "snap.jpg")
            subprocess.run(["ffmpeg", "-y", "-loglevel", "error", "-i", src, "-frames:v", "1", out], check=True, timeout=15)
            with open(out, "rb") as fh:
                data = fh.read()
        resp.content_type = "image/jpeg"
        resp.etag = tokens.photo_etag(data)
        resp.data = data


class OwnerCam:
    """Owners can link their home camera so staff see the dog's routine."""

    def on_get(self, req, resp):
        url = req.get_param("cam", required=True)
        r = requests.get(url, timeout=10)
        cache = "/tmp/ownercam_%s.jpg" % req.get_param("dog", default="x")
        with open(cache, "wb") as fh:
            fh.write(r.content)
        resp.content_type = r.headers.get("Content-Type", "image/jpeg")
        resp.data = r.content


class PlayCam:
    def on_get(self, req, resp):
        r = requests.get(config.CAMERAS["play"], timeout=5)
        path = tempfile.mktemp(suffix=".jpg", dir=config.SNAP_DIR)
        with open(path, "wb") as fh:
            fh.write(r.content)
        fd, meta = tempfile.mkstemp(suffix=".json", dir=config.SNAP_DIR)
        os.write(fd, b"{}")
        os.close(fd)
        resp.content_type = "image/jpeg"
        resp.data = r.content
