from redis import Redis
from rq import Queue

from . import settings

redis_conn = Redis.from_url(settings.REDIS_URL)
convert_queue = Queue("convert", connection=redis_conn, default_timeout=600)
burn_queue = Queue("burn", connection=redis_conn, default_timeout=3600)
notify_queue = Queue("notify", connection=redis_conn)


def enqueue_upload(job_id, payload):
    """Called by the web front-end with the user's upload metadata."""
    from .jobs.convert import convert_subtitles

    return convert_queue.enqueue(convert_subtitles, job_id, payload, job_id=job_id)
