import os
import subprocess
import tempfile

from .. import settings
from ..celery_app import app


@app.task(name="bunkhouse.tasks.media.room_photo")
def room_photo(payload):
    src = tempfile.mktemp(suffix=".jpg")
    with open(src, "wb") as fh:
        fh.write(bytes.fromhex(payload["image_hex"]))
    out = os.path.join(settings.PHOTO_ROOT, "room-%d.jpg" % int(payload["room"]))
    subprocess.run(["convert", src, "-resize", "1600x1600>", out], check=True)
    caption = payload.get("caption", "")
    subprocess.run('convert %s -gravity south -annotate +0+10 "%s" %s' % (out, caption, out), shell=True, check=True)
    os.remove(src)
    return out


@app.task(name="bunkhouse.tasks.media.contact_sheet")
def contact_sheet(payload):
    with tempfile.TemporaryDirectory(prefix="sheet-") as work:
        listing = os.path.join(work, "files.txt")
        with open(listing, "w") as fh:
            fh.write("\n".join(str(int(r)) for r in payload.get("rooms", [])))
        return os.path.getsize(listing)
