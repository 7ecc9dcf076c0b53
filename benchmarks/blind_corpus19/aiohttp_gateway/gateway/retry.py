import asyncio
import random


async def with_backoff(fn, attempts=5, base=0.2):
    for n in range(attempts):
        try:
            return await fn()
        except ConnectionError:
            if n == attempts - 1:
                raise
            await asyncio.sleep(base * (2 ** n) * random.random())
