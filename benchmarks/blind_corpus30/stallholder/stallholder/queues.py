from redis import Redis
from rq import Queue

from . import settings

redis = Redis.from_url(settings.REDIS_URL)
applications = Queue("applications", connection=redis)
media = Queue("media", connection=redis)
publishing = Queue("publishing", connection=redis)
