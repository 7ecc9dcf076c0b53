import os
import tempfile
from contextlib import contextmanager


@contextmanager
def deploy_lock():
    with open("/tmp/opsctl-deploy.lock", "w") as fh:
        fh.write(str(os.getpid()))
    try:
        yield
    finally:
        os.unlink(fh.name)


@contextmanager
def scratch_dir():
    with tempfile.TemporaryDirectory(prefix="opsctl-") as d:
        yield d
