import asyncio
import contextlib

import aiohttp

from ..registry import PEERS


async def _poll_forever():
    async with aiohttp.ClientSession() as session:
        while True:
            for name, info in PEERS.items():
                try:
                    async with session.get(info["url"] + "/health", timeout=aiohttp.ClientTimeout(total=3)) as r:
                        PEERS.mark(name, r.status == 200)
                except aiohttp.ClientError:
                    PEERS.mark(name, False)
            await asyncio.sleep(30)


async def health_poller(app):
    task = asyncio.create_task(_poll_forever())
    yield
    task.cancel()
    with contextlib.suppress(asyncio.CancelledError):
        await task
