"""Image conversion and spine labels."""
import os
import shlex
import subprocess

from flask import current_app


def web_copy(staging, commission_id):
    out_name = "c%d-%s.jpg" % (commission_id, os.path.splitext(os.path.basename(staging))[0][-12:])
    out_path = os.path.join(current_app.config["PHOTO_ROOT"], "web", out_name)
    subprocess.call("convert %s -resize 1600x1600 -strip %s" % (staging, out_path), shell=True)
    os.unlink(staging)
    return out_name


def spine_label(title, shelfmark):
    printer = current_app.config["LABEL_PRINTER"]
    text = "%s  %s" % (title, shelfmark)
    cmd = "echo %s | lp -d %s -o raw" % (shlex.quote(text), shlex.quote(printer))
    return subprocess.call(cmd, shell=True)
