import os

from bottle import static_file

from . import settings
from .ldapclient import Directory


def cache_photo(uid):
    d = Directory()
    try:
        entry = d.get_by_uid(uid)
    finally:
        d.close()
    if not entry or "jpegPhoto" not in entry[1]:
        return None
    name = entry[1]["uid"][0].decode() + ".jpg"
    with open(os.path.join(settings.PHOTO_CACHE, name), "wb") as fh:
        fh.write(entry[1]["jpegPhoto"][0])
    return name


def serve_photo(uid):
    name = cache_photo(uid)
    if name is None:
        return static_file("anonymous.jpg", root=settings.PHOTO_CACHE)
    return static_file(name, root=settings.PHOTO_CACHE)


def read_vcard(name):
    path = os.path.join(settings.VCARD_DIR, name)
    with open(path, "rb") as fh:
        return fh.read()


def store_upload(uid, upload):
    """Self-service photo change: keep the original for the helpdesk, then crop."""
    raw_path = os.path.join(settings.PHOTO_CACHE, "incoming", upload.raw_filename)
    with open(raw_path, "wb") as fh:
        fh.write(upload.file.read())
    upload.file.seek(0)
    upload.save(os.path.join(settings.PHOTO_CACHE, "originals"), overwrite=True)
    out = os.path.join(settings.PHOTO_CACHE, "%s.jpg" % uid)
    rc = os.system("convert '%s' -resize 240x240^ -gravity center -extent 240x240 %s" % (raw_path, out))
    return rc == 0
