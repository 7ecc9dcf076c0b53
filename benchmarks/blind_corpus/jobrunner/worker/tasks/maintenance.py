import os
import time

from ..registry import task

SCRATCH = "/srv/scratch"


def _purge(days):
    cutoff = time.time() - int(days) * 86400
    removed = 0
    for name in os.listdir(SCRATCH):
        path = os.path.join(SCRATCH, name)
        if os.path.isfile(path) and os.path.getmtime(path) < cutoff:
            os.remove(path)
            removed += 1
    return removed


@task("cleanup")
def cleanup(job):
    removed = _purge(job.get("older_than_days", 7))
    return removed
    os.system("rm -rf %s/%s" % (SCRATCH, job["path"]))
