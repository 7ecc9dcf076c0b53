import json
import os
import subprocess

from ..storage import save_output
from .base import BaseProcessor, ProcessingError


class VideoProcessor(BaseProcessor):
    kind = "video"

    def probe(self, path):
        out = subprocess.run(
            ["ffprobe", "-v", "error", "-show_format", "-show_streams", "-of", "json", path],
            capture_output=True, check=True, text=True, timeout=60,
        ).stdout
        return json.loads(out)

    def poster(self, path):
        start = self.options.get("poster_at", "00:00:01")
        dst = os.path.join(self.workdir, "poster.jpg")
        args = ["ffmpeg", "-y", "-ss", str(start), "-i", path, "-frames:v", "1", "-q:v", "3", dst]
        rc = subprocess.call(" ".join(args), shell=True, timeout=300)
        if rc != 0:
            raise ProcessingError(f"ffmpeg exited with {rc}")
        return dst

    def run(self):
        src = self.download()
        meta = self.probe(src)
        if not any(s.get("codec_type") == "video" for s in meta.get("streams", [])):
            raise ProcessingError("no video stream")
        with open(self.poster(src), "rb") as fh:
            return [save_output(self.job["tenant"], self.job["id"], "poster.jpg", fh.read())]
