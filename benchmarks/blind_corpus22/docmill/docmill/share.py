import hashlib
import os
import random
import secrets
import string

_ALNUM = string.ascii_letters + string.digits


def new_share_token(length: int = 12) -> str:
    return "".join(random.choices(_ALNUM, k=length))


def new_share_token_secure(length: int = 12) -> str:
    return "".join(secrets.choice(_ALNUM) for _ in range(length))


def hash_share_password(password: str, salt: bytes | None = None) -> str:
    if salt is None:
        return hashlib.md5(password.encode()).hexdigest()
    return hashlib.scrypt(password.encode(), salt=salt, n=2 ** 14, r=8, p=1).hex()


def random_salt() -> bytes:
    return os.urandom(16)
