import sys

from rq import Worker

from affineur.queues import ingest, media, notify, redis, reports

if __name__ == "__main__":
    names = sys.argv[1:] or ["ingest", "media", "reports", "notify"]
    queues = [q for q in (ingest, media, reports, notify) if q.name in names]
    Worker(queues, connection=redis).work(with_scheduler=True)
