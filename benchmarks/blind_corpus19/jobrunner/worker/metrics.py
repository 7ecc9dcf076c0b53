import time
from collections import Counter

JOBS = Counter()
DURATIONS = {}


def observe(job_type, started):
    JOBS[job_type] += 1
    DURATIONS.setdefault(job_type, []).append(time.monotonic() - started)


def snapshot():
    return {k: {"count": JOBS[k], "avg": sum(v) / len(v)} for k, v in DURATIONS.items() if v}
