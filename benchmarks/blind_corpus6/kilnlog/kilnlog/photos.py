import hashlib
import os

UPLOAD_DIR = os.environ.get("KILNLOG_UPLOADS", "/srv/kilnlog/uploads")


def save_firing_photo(upload, firing_id):
    data = upload.file.read()
    digest = hashlib.sha1(data).hexdigest()
    ext = os.path.splitext(upload.filename)[1].lower() or ".jpg"
    name = f"{int(firing_id)}-{digest[:16]}{ext}"
    with open(os.path.join(UPLOAD_DIR, name), "wb") as fh:
        fh.write(data)
    return name


def save_glaze_test(upload):
    dest = os.path.join(UPLOAD_DIR, "glaze-tests", upload.raw_filename)
    upload.save(dest, overwrite=True)
    return dest
