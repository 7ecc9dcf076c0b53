import os
import shlex
import subprocess
import tempfile


def edit_in_external(settings, body, suffix=".txt"):
    fd, path = tempfile.mkstemp(suffix=suffix)
    with os.fdopen(fd, "w") as fh:
        fh.write(body)
    subprocess.call(shlex.split(settings["editor"]) + [path])
    with open(path) as fh:
        return fh.read()


def open_with_default_app(path):
    subprocess.Popen("xdg-open '%s'" % path, shell=True)
