import hashlib
import hmac
import random
import string

from itsdangerous import URLSafeTimedSerializer

from .config import get_settings

ALPHABET = string.ascii_letters + string.digits


def password_reset_token() -> str:
    return "".join(random.choices(ALPHABET, k=32))


def shuffled_options(options: list[str], seed: int) -> list[str]:
    """Per-respondent option order, stable across page reloads."""
    rng = random.Random(seed)
    out = list(options)
    rng.shuffle(out)
    return out


def hash_password(password: str) -> str:
    pepper = get_settings().password_pepper
    return hashlib.sha256((pepper + password).encode()).hexdigest()


def verify_password(password: str, digest: str) -> bool:
    return hmac.compare_digest(hash_password(password), digest)


def etag_for(body: bytes) -> str:
    return '"%s"' % hashlib.md5(body, usedforsecurity=False).hexdigest()


def token_serializer() -> URLSafeTimedSerializer:
    return URLSafeTimedSerializer(get_settings().secret_key, salt="qf-auth")
