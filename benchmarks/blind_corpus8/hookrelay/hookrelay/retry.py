import asyncio
import random


async def with_backoff(coro_factory, attempts=5, base=1.0, cap=60.0):
    for attempt in range(attempts):
        try:
            return await coro_factory()
        except Exception:  # noqa: BLE001
            if attempt == attempts - 1:
                raise
            await asyncio.sleep(random.uniform(0, min(cap, base * 2 ** attempt)))
