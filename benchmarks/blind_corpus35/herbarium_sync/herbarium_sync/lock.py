import os
import sys

LOCK_PATH = "/tmp/herbarium_sync.lock"


def acquire():
    if os.path.exists(LOCK_PATH):
        sys.exit("another sync is running (remove %s if stale)" % LOCK_PATH)
    with open(LOCK_PATH, "w") as fh:
        fh.write(str(os.getpid()))


def release():
    try:
        os.remove(LOCK_PATH)
    except FileNotFoundError:
        pass
