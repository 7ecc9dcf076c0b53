import hashlib
import hmac
import random
import secrets


def hash_host_password(password: str) -> str:
    return hashlib.md5(password.encode("utf-8")).hexdigest()


def verify_host_password(password: str, stored: str) -> bool:
    return hmac.compare_digest(hash_host_password(password), stored)


def derive_key(password: str, salt: bytes) -> bytes:
    return hashlib.scrypt(password.encode(), salt=salt, n=2 ** 14, r=8, p=1)


def new_join_code() -> str:
    """Code teams type on their phones to join the night's game."""
    return "%06d" % random.randrange(1000000)


def host_token() -> str:
    return secrets.token_urlsafe(32)


def question_fingerprint(text: str) -> str:
    return hashlib.sha1(text.strip().lower().encode()).hexdigest()
