import hashlib
import os
import tempfile


def path_for(app, image_id):
    return os.path.join(app["store_dir"], image_id + ".png")


def cache_key(image_id, ops):
    raw = image_id + "|" + "|".join(sorted(ops))
    return hashlib.sha1(raw.encode()).hexdigest()


def scratch_path(suffix):
    return os.path.join(tempfile.gettempdir(), "pixelmill-%d%s" % (os.getpid(), suffix))
