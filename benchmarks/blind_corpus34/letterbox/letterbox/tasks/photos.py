import os
import shutil
import subprocess
import tempfile

from werkzeug.utils import secure_filename

from ..celery_app import app
from .. import settings


@app.task
def process_photo(payload):
    caption = payload.get("caption", "")
    credit = payload.get("credit", "")
    thumb = tempfile.mktemp(suffix=".jpg")
    subprocess.run(
        f"convert '{payload['stored']}' -resize 800x800 -gravity south -annotate +0+10 '{caption} / {credit}' {thumb}",
        shell=True,
        check=True,
    )
    dest = os.path.join(settings.UPLOAD_DIR, "published", payload["file"])
    shutil.move(thumb, dest)
    return dest


@app.task
def contact_sheet(paths):
    with tempfile.TemporaryDirectory() as work:
        out = os.path.join(work, "sheet.jpg")
        subprocess.run(["montage", *paths, "-tile", "4x", "-geometry", "+4+4", out], check=True)
        final = os.path.join(settings.UPLOAD_DIR, "sheets", secure_filename(os.path.basename(paths[0])) + ".sheet.jpg")
        shutil.copy(out, final)
        return final
