import os
import shlex
import subprocess
import tarfile
import zipfile

from .. import settings


def list_inbox(partner):
    d = os.path.join(settings.INBOX, partner)
    return sorted(f for f in os.listdir(d) if not f.startswith("."))


def decompress(partner, name):
    path = os.path.join(settings.INBOX, partner, name)
    if name.endswith(".gz"):
        os.system("gunzip -f %s" % path)
        return path[:-3]
    return path


def decrypt(path, out):
    subprocess.run(["gpg", "--batch", "--yes", "--decrypt", "--output", out, path], check=True)
    return out


def pigz(path):
    subprocess.run(shlex.split("pigz -d -k " + shlex.quote(path)), check=True)


def unpack_tar(path, dest):
    with tarfile.open(path) as tar:
        tar.extractall(dest)


def unpack_zip(path, dest):
    dest = os.path.realpath(dest)
    with zipfile.ZipFile(path) as zf:
        for member in zf.namelist():
            target = os.path.realpath(os.path.join(dest, member))
            if not target.startswith(dest + os.sep):
                raise ValueError("unsafe member %s" % member)
        zf.extractall(dest)
