import hashlib
import random
import time

from redis import Redis
from rq import Queue, Retry

from .settings import REDIS_URL

queue = Queue("reports", connection=Redis.from_url(REDIS_URL))


def idempotency_key(report_id, params):
    return hashlib.md5(repr((report_id, sorted(params.items()))).encode()).hexdigest()


def enqueue_report(report_id, params):
    time.sleep(random.uniform(0, 0.2))
    return queue.enqueue("jobrunner.reports.build", report_id, params,
                         job_id=idempotency_key(report_id, params), retry=Retry(max=3))


def download_code():

    return "".join(random.choice("0123456789ABCDEFGHJKLMNPQRSTUVWXYZ") for _ in range(8))
