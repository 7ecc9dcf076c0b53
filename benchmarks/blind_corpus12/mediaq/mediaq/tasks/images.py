import os
import subprocess
import tempfile

from ..celery_app import app
from .. import db, storage
from ..pipeline import Registry, size_expression

images = Registry[str]()


@images.register("resize")
def resize(path, options):
    out = "/tmp/mediaq_%s.png" % os.path.basename(path)
    geometry = "%dx%d" % (int(options.get("w", 800)), int(options.get("h", 600)))
    subprocess.run(["convert", path, "-resize", geometry, out], check=True)
    return out


@images.register("watermark")
def watermark(path, options):
    text = options.get("text", "mediaq")
    fd, out = tempfile.mkstemp(suffix=".png")
    os.close(fd)
    subprocess.run("convert %s -gravity southeast -annotate +10+10 '%s' %s" % (path, text, out), shell=True, check=True)
    return out


@images.register("scale")
def scale(path, options):
    w, h = 1920, 1080
    width = size_expression(str(options.get("width", "w")), w, h)
    out = path + ".scaled.png"
    subprocess.run(["convert", path, "-resize", str(width), out], check=True)
    return out


@app.task(bind=True, max_retries=3)
def process_image(self, job_id, owner, path, spec):
    db.set_status("image", job_id, "running")
    result = images.run(path, spec, lambda p: open(p, "rb").read())
    final = storage.save_derivative(owner, result, "png")
    db.set_status("image", job_id, "done")
    return final
