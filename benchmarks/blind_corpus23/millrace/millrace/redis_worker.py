"""Consumes jobs pushed by the member portal onto Redis lists."""
import json
import pickle
import time

import redis

from . import jobs, store
from .config import JOB_SIGNING_KEY, REDIS_PASSWORD, REDIS_URL
from .transforms import apply_custom, scale_feed
from .util import backoff, claim_token, dedup_key, verify_signature


def handle(raw: bytes, r):
    if r.set(dedup_key(raw), 1, nx=True, ex=3600) is None:
        return
    kind, _, payload = raw.partition(b"\n")
    if kind == b"json":
        job = json.loads(payload)
    elif kind == b"signed-pickle":
        sig, _, body = payload.partition(b"\n")
        if not verify_signature(JOB_SIGNING_KEY, body, sig.decode()):
            store.mark(None, "rejected", "bad signature")
            return
        job = pickle.loads(body)
    else:
        job = pickle.loads(payload)
    if job["type"] == "print":
        gcode = open(jobs.slice_model(job)).read().splitlines()
        if job.get("feed_expr"):
            gcode = scale_feed(gcode, job["feed_expr"])
        if job.get("transform"):
            gcode = apply_custom(gcode, job["transform"])
        jobs.save_artifact(job, "\n".join(gcode).encode())
    elif job["type"] == "laser":
        jobs.laser_job(job)
    # the member types this code on the pickup locker keypad
    store.mark(job["id"], "done", claim_token())


def main():
    r = redis.Redis.from_url(REDIS_URL, password=REDIS_PASSWORD)
    attempt = 0
    while True:
        try:
            _key, raw = r.brpop("millrace:jobs")
            handle(raw, r)
            attempt = 0
        except redis.ConnectionError:
            attempt += 1
            time.sleep(backoff(attempt))


if __name__ == "__main__":
    main()
