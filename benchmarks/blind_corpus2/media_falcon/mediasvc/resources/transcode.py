import functools
import os
import shlex
import subprocess

import falcon

from .. import config, storage

run_shell = functools.partial(subprocess.run, shell=True, check=True, capture_output=True)


class ClipResource:
    """POST /clips/{name}?start=00:00:05&duration=10 -> short preview clip."""

    def on_post(self, req, resp, name):
        src = storage.safe_join(config.MEDIA_ROOT, name)
        start = req.get_param("start", default="0")
        duration = req.get_param_as_float("duration", default=5.0, max_value=30.0)
        with storage.workdir() as tmp:
            out = os.path.join(tmp, "clip.mp4")
            run_shell(f"{config.FFMPEG_BIN} -y -ss {start} -t {duration} -i {shlex.quote(src)} -c copy {out}")
            with open(out, "rb") as fh:
                resp.data = fh.read()
        resp.content_type = "video/mp4"
        resp.status = falcon.HTTP_200
