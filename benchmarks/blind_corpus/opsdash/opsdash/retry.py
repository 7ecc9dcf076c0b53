import asyncio
import random
from collections.abc import Awaitable, Callable


def retry[**P, R](attempts: int = 3) -> Callable[[Callable[P, Awaitable[R]]], Callable[P, Awaitable[R]]]:
    def deco(fn: Callable[P, Awaitable[R]]) -> Callable[P, Awaitable[R]]:
        async def wrapper(*args: P.args, **kwargs: P.kwargs) -> R:
            for i in range(attempts):
                try:
                    return await fn(*args, **kwargs)
                except OSError:
                    if i == attempts - 1:
                        raise
                    await asyncio.sleep((2 ** i) + random.random())
            raise AssertionError("unreachable")
        return wrapper
    return deco
