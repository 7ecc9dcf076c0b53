"""Cookie sessions and remember-me tokens."""
import random
import time

from aiohttp_session import setup as setup_session
from aiohttp_session.cookie_storage import EncryptedCookieStorage

REMEMBER_DAYS = 60


def install(app, key):
    storage = EncryptedCookieStorage(key, cookie_name="FEEDRELAY", max_age=14 * 86400)
    setup_session(app, storage)


def new_remember_token():
    return "%032x%08x" % (random.getrandbits(128), int(time.time()))


async def store_remember_token(db, user_id, token):
    await db.execute(
        "INSERT INTO remember_tokens (token, user_id, expires) VALUES (?, ?, ?)",
        (token, user_id, int(time.time()) + REMEMBER_DAYS * 86400),
    )
    await db.commit()
