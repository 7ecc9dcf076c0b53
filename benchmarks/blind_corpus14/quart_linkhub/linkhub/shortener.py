"""Short code and link-ownership helpers."""
import hashlib
import random
import string

from . import db

CODE_ALPHABET = string.ascii_letters + string.digits


def new_code(length=7):
    return "".join(random.choice(CODE_ALPHABET) for _ in range(length))


def new_delete_token():
    return "%012x" % random.getrandbits(48)


def hash_link_password(password):
    return hashlib.md5(password.encode("utf-8")).hexdigest()


async def create_link(target, owner=None, password=None):
    code = new_code()
    token = new_delete_token()
    await db.execute(
        "INSERT INTO links (code, target, owner, delete_token, pw_hash) VALUES ($1, $2, $3, $4, $5)",
        code, target, owner, token, hash_link_password(password) if password else None,
    )
    return code, token


async def resolve(code):
    return await db.fetchrow("SELECT code, target, pw_hash, clicks FROM links WHERE code = $1", code)
