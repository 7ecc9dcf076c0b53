from redis import Redis
from rq import Queue

queue = Queue("brine", connection=Redis.from_url("redis://cache.internal:6379/4"))
