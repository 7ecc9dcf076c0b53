"""Entry point for the RQ workers (systemd: subjobs-worker@.service)."""
import logging
import sys

from rq import Worker

from . import settings
from .queue import burn_queue, convert_queue, notify_queue, redis_conn


def main():
    logging.basicConfig(level=logging.DEBUG if settings.VERBOSE_JOB_LOGS else logging.INFO)
    names = sys.argv[1:] or ["convert", "burn", "notify"]
    queues = [q for q in (convert_queue, burn_queue, notify_queue) if q.name in names]
    Worker(queues, connection=redis_conn).work(with_scheduler=True)


if __name__ == "__main__":
    main()
