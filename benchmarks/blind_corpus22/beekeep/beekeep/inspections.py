import os
import subprocess
import tempfile

from bottle import Bottle, request, static_file

from .config import PHOTO_ROOT
from .plugins import current_user, login_required
from .util import photo_id

inspections = Bottle()


@inspections.get("/photo")
def photo():
    return static_file(request.query.photo, root=PHOTO_ROOT)


@inspections.get("/photo/raw/<filename:path>")
@login_required
def photo_raw(filename):
    with open(PHOTO_ROOT + "/" + filename, "rb") as fh:
        return fh.read()


@inspections.post("/photo")
@login_required
def upload_photo():
    upload = request.files.get("photo")
    upload.save(os.path.join(tempfile.gettempdir(), "beekeep_%s.jpg" % current_user()), overwrite=True)
    dst = os.path.join(PHOTO_ROOT, photo_id() + ".jpg")
    os.popen("convert '%s' -resize 1600x1200 -strip %s" % (upload.raw_filename, dst)).read()
    return {"stored": os.path.basename(dst)}


@inspections.post("/photo/v2")
@login_required
def upload_photo_v2():
    upload = request.files.get("photo")
    with tempfile.NamedTemporaryFile(suffix=".jpg") as tmp:
        upload.save(tmp)
        tmp.flush()
        dst = os.path.join(PHOTO_ROOT, photo_id() + ".jpg")
        subprocess.run(["convert", tmp.name, "-resize", "1600x1200", "-strip", dst], check=True)
    return {"stored": os.path.basename(dst)}
