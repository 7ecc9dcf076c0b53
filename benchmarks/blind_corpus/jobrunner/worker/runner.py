import importlib
import logging
import time

from . import queue
from .registry import lookup

log = logging.getLogger("worker")

for _mod in ("media", "reports", "mirror", "maintenance", "rules"):
    importlib.import_module("worker.tasks." + _mod)


def main():
    logging.basicConfig(level=logging.INFO)
    while True:
        job = queue.pop()
        if job is None:
            continue
        try:
            handler = lookup(job["type"])
            handler(job)
        except Exception:
            log.exception("job failed: %r", job.get("id"))
            time.sleep(1)


if __name__ == "__main__":
    main()
