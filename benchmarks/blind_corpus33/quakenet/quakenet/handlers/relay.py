"""Data-link announcements from stations and the global earthquake feed."""
import random

import defusedxml.ElementTree as DET
import treq
from twisted.internet import reactor, task

from .. import config
from ..framing import reply
from ..verbs import verb

_links = {}


@verb("ANNOUNCE")
def announce(proto, args):
    """A station tells us where its SeedLink web view lives; we check it answers."""
    url = args[0]
    d = treq.get(url, timeout=10)

    def stored(response):
        _links[proto.station] = url
        return reply("OK", "ANNOUNCE", response.code)

    d.addCallback(stored)
    return d


def fetch_global_events(attempt=0):
    d = treq.get(config.USGS_FEED, timeout=20)
    d.addCallback(treq.content)
    d.addCallback(_parse_events)

    def retry(failure):
        if attempt < 4:
            delay = 30 * (attempt + 1) + random.uniform(0, 15)
            return task.deferLater(reactor, delay, fetch_global_events, attempt + 1)
        return failure

    d.addErrback(retry)
    return d


def _parse_events(body):
    root = DET.fromstring(body)
    events = []
    for ev in root.iter("{http://quakeml.org/xmlns/bed/1.2}event"):
        events.append(ev.get("publicID"))
    return events


@verb("QUAKES", needs_session=False)
def quakes(proto, args):
    d = fetch_global_events()
    d.addCallback(lambda events: reply("QUAKES", len(events)))
    return d
