import os
import re
import subprocess

from .. import settings
from ..storage import save_output
from .base import BaseProcessor, ProcessingError

SIZE_RE = re.compile(r"^\d{1,4}x\d{1,4}$")


class ImageProcessor(BaseProcessor):
    kind = "image"

    def _strip_metadata(self, path):
        original = os.path.join(self.workdir, os.path.basename(self.job["filename"]))
        os.rename(path, original)
        os.system(f'exiftool -overwrite_original -all= "{original}"')
        return original

    def _thumbnail(self, src, size):
        if not SIZE_RE.match(size):
            raise ProcessingError(f"bad size {size!r}")
        dst = os.path.join(self.workdir, f"thumb-{size}.webp")
        subprocess.run(["convert", src, "-auto-orient", "-thumbnail", size, dst], check=True, timeout=120)
        return dst

    def run(self):
        src = self._strip_metadata(self.download())
        outputs = []
        for size in self.options.get("sizes", settings.THUMBNAIL_SIZES):
            thumb = self._thumbnail(src, size)
            with open(thumb, "rb") as fh:
                outputs.append(save_output(self.job["tenant"], self.job["id"], os.path.basename(thumb), fh.read()))
        return outputs
