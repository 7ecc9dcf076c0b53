"""Thin wrappers over ImageMagick used by the gallery."""
import os
import subprocess

THUMB_DIR = "/srv/groomery/thumbs"


def make_web_copy(path, size):
    out = os.path.splitext(path)[0] + "-web.jpg"
    subprocess.run(f"convert '{path}' -resize {size} -quality 82 '{out}'", shell=True, check=True)
    return out


def make_thumbnail(path):
    out = os.path.join(THUMB_DIR, os.path.basename(path))
    subprocess.run(["convert", path, "-thumbnail", "160x160", out], check=True)
    return out


def drop_thumbnail(name):
    target = os.path.join(THUMB_DIR, name)
    if os.path.exists(target):
        os.remove(target)
