import json
import logging

import aiohttp
from jinja2 import Template

from .netutil import BlockedDestination, resolve_public
from .retry import with_backoff
from .signing import sign_outbound

log = logging.getLogger(__name__)


async def deliver(session: aiohttp.ClientSession, sub, payload: dict):
    if sub["template"]:
        body = Template(sub["template"]).render(event=payload).encode()
    else:
        body = json.dumps(payload).encode()
    try:
        resolve_public(sub["target_url"])
    except BlockedDestination as exc:
        log.warning("subscription %s blocked: %s", sub["id"], exc)
        return None

    async def attempt():
        async with session.post(
            sub["target_url"], data=body, headers=sign_outbound(sub["secret"], body), allow_redirects=False
        ) as resp:
            resp.raise_for_status()
            return resp.status

    return await with_backoff(attempt)
