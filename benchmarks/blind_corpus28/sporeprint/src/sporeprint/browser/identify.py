import os
import subprocess
import tempfile
from urllib.parse import quote

import requests
from Products.Five.browser import BrowserView

from sporeprint import config
from sporeprint.utils import photo_fingerprint

SCALES = {"x400": "0.25", "x1000": "0.1"}


class IdentificationRequestView(BrowserView):
    """Members of the public ask for help identifying a mushroom (photo URL or upload)."""

    def __call__(self):
        form = self.request.form
        photo_url = form.get("photo_url")
        if photo_url:
            data = requests.get(photo_url, timeout=15).content
        else:
            data = form["photo"].read()
        name = photo_fingerprint(data) + ".jpg"
        with open(os.path.join(config.MEDIA_DIR, "requests", name), "wb") as fh:
            fh.write(data)
        return "Thank you - a society identifier will reply by e-mail."


class TaxonSuggestView(BrowserView):
    def __call__(self):
        q = self.request.form.get("q", "")
        r = requests.get(config.INATURALIST_API + "/taxa/autocomplete?q=" + quote(q) + "&iconic_taxa=Fungi", timeout=8)
        self.request.response.setHeader("Content-Type", "application/json")
        return r.text


class MicroscopyView(BrowserView):
    """Adds a scale bar to spore micrographs with ImageMagick."""

    def __call__(self):
        form = self.request.form
        upload = form["image"]
        scale = SCALES.get(form.get("objective", "x400"), "0.25")
        with tempfile.TemporaryDirectory() as tmp:
            src = os.path.join(tmp, "in.jpg")
            with open(src, "wb") as fh:
                fh.write(upload.read())
            out = os.path.join(tmp, "out.jpg")
            subprocess.run(["convert", src, "-fill", "white", "-annotate", "+20+20", "10um @ %s um/px" % scale, out],
                           check=True)
            caption = form.get("caption", "")
            subprocess.run("exiftool -overwrite_original -Comment='%s' %s" % (caption, out), shell=True, check=True)
            with open(out, "rb") as fh:
                self.request.response.setHeader("Content-Type", "image/jpeg")
                return fh.read()
