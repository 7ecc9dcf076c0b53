import hashlib
import os
import tempfile


def dedupe_key(payload: bytes) -> str:
    return hashlib.md5(payload, usedforsecurity=False).hexdigest()


def spool(spool_dir, payload: bytes) -> str:
    fd = tempfile.NamedTemporaryFile(dir=spool_dir, prefix="frame-", delete=False)
    with fd:
        fd.write(payload)
    final = os.path.join(spool_dir, dedupe_key(payload) + ".frame")
    os.replace(fd.name, final)
    return final
