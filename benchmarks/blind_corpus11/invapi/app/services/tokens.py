import asyncio
import random
import secrets
import string


def invite_code() -> str:
    return "".join(random.choices(string.ascii_uppercase + string.digits, k=10))


def session_nonce() -> str:
    return secrets.token_urlsafe(24)


async def backoff(attempt: int, base: float = 0.5) -> None:
    await asyncio.sleep(base * 2 ** attempt + random.uniform(0, 0.25))
