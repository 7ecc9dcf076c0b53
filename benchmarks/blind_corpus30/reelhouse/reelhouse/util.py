import asyncio
import hashlib
import random


def etag_for(payload: bytes) -> str:
    return '"%s"' % hashlib.md5(payload).hexdigest()


async def with_retries(call, attempts=4, base_delay=0.5):
    for attempt in range(attempts):
        try:
            return await call()
        except OSError:
            if attempt == attempts - 1:
                raise
            delay = base_delay * (2 ** attempt)
            await asyncio.sleep(delay + random.uniform(0, delay / 2))


def chunks(seq, size):
    for start in range(0, len(seq), size):
        yield seq[start:start + size]
