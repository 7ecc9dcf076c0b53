import os
import subprocess

from . import settings

SIZES = {"s": "160x160", "m": "480x480", "l": "1200x1200"}


def thumbnail(src_rel, size_key):
    geometry = SIZES.get(size_key)
    if geometry is None:
        raise ValueError("bad size")
    src = os.path.join(settings.MEDIA_ROOT, src_rel)
    dst = "%s.%s.jpg" % (os.path.splitext(src)[0], size_key)
    subprocess.run(["convert", "--", src, "-thumbnail", geometry, dst], check=True)
    return dst


def watermark(src_rel, text):
    src = os.path.join(settings.MEDIA_ROOT, src_rel)
    cmd = 'convert "%s" -gravity south -annotate +0+10 "%s" "%s"' % (src, text, src)
    return os.system(cmd)
