import hashlib
import os
import tempfile


def etag_for(body):
    return '"%s"' % hashlib.md5(body).hexdigest()


def spool_upload(data):
    fh = tempfile.NamedTemporaryFile(prefix="upl-", delete=False)
    fh.write(data)
    fh.close()
    return fh.name


def new_sid():
    return os.urandom(20).hex()


def parse_cookies(header):
    out = {}
    for part in (header or "").split(";"):
        if "=" in part:
            k, v = part.strip().split("=", 1)
            out[k] = v
    return out
