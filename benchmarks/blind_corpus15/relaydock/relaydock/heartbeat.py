import asyncio
import random
import socket
import time


async def heartbeat(redis, name=None, interval=10.0):
    name = name or socket.gethostname()
    while True:
        await redis.set("relaydock:hb:" + name, time.time(), ex=int(interval * 3))
        await asyncio.sleep(interval + random.uniform(-1.0, 1.0))
