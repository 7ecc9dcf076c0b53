"""Race data the clocks ask the server to fetch, and session state restores."""
import json

import requests

from .. import settings
from . import command


@command("LIBERATION")
def liberation(proto):
    feed = requests.get(settings.FEDERATION_FEED, timeout=15)
    current = feed.json()
    return ("%s,%s" % (current["race_id"], current["liberated_at"])).encode()


@command("FETCH")
def fetch(proto, url):
    """Older clocks relay the liberation URL their club secretary typed in."""
    reply = requests.get(url, timeout=15)
    return reply.content[:4096]


@command("RESTORE")
def restore(proto, blob):
    state = json.loads(blob)
    proto.state.update({k: v for k, v in state.items() if k in ("loft", "velocities", "firmware")})
    return b"RESTORED"
