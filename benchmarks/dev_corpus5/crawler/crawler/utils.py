import hashlib
import os
import tempfile

PID_FILE = "/tmp/newsbot.pid"


def url_fingerprint(url):
    return hashlib.sha1(url.encode("utf-8")).hexdigest()


def write_pidfile():
    with open(PID_FILE, "w") as fh:
        fh.write(str(os.getpid()))


def atomic_write(path, data):
    directory = os.path.dirname(path)
    os.makedirs(directory, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=directory, suffix=".part")
    with os.fdopen(fd, "wb") as fh:
        fh.write(data)
    os.replace(tmp, path)
