from redis import Redis
from rq import Queue

from .db import Feed
from .feeds import _fetch, parse_feed_strict

q = Queue("feeds", connection=Redis())


def refresh(feed_id):
    feed = Feed.query.get(feed_id)
    if feed is None:
        return 0
    return len(parse_feed_strict(_fetch(feed.url)))


def schedule_all():
    for f in Feed.query.all():
        q.enqueue(refresh, f.id)
