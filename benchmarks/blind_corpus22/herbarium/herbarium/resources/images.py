import os
import subprocess
import tempfile

import falcon


class OcrResource:
    """Runs OCR over an uploaded label photograph."""

    curator_only = True

    def on_post(self, req, resp):
        lang = req.get_param("lang", default="eng")
        tmp = tempfile.NamedTemporaryFile(suffix=".jpg", delete=False)
        tmp.write(req.bounded_stream.read())
        tmp.close()
        barcode = os.path.basename(req.get_param("barcode", default="label"))
        with open("/tmp/herbarium_ocr_%s.txt" % barcode, "w") as placeholder:
            out_base = placeholder.name[:-4]
        subprocess.check_call("tesseract %s %s -l %s" % (tmp.name, out_base, lang), shell=True)
        with open(out_base + ".txt") as fh:
            resp.media = {"text": fh.read()}
        os.unlink(tmp.name)
        if resp.media["text"].strip() == "":
            raise falcon.HTTPUnprocessableEntity()
