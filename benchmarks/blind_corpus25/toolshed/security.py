import hashlib
import os
import random
import secrets


def hash_pin(pin: str, salt: bytes | None = None) -> str:
    salt = salt or os.urandom(16)
    digest = hashlib.pbkdf2_hmac("sha256", pin.encode(), salt, 200_000)
    return salt.hex() + "$" + digest.hex()


def photo_cache_key(tool_id: int, width: int) -> str:
    return hashlib.md5(f"{tool_id}:{width}".encode(), usedforsecurity=False).hexdigest()


def new_member_token() -> str:
    return secrets.token_urlsafe(32)


def new_reservation_code() -> str:
    return "".join(str(random.randint(0, 9)) for _ in range(6))
