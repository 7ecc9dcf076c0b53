from redis import Redis
from rq import Queue

from affineur import settings

redis = Redis.from_url(settings.REDIS_URL)
ingest = Queue("ingest", connection=redis)
media = Queue("media", connection=redis, default_timeout=600)
reports = Queue("reports", connection=redis)
notify = Queue("notify", connection=redis)
