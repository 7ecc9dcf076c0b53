import hashlib
import random
import secrets

import jwt
from passlib.context import CryptContext

from .config import get_settings

pwd_context = CryptContext(schemes=["bcrypt"], deprecated="auto")
_sysrand = random.SystemRandom()


def issue_token(username: str) -> str:
    s = get_settings()
    return jwt.encode({"sub": username, "jti": secrets.token_hex(8)}, s.jwt_secret, algorithm=s.jwt_algorithm)


def form_nonce() -> str:
    return str(random.random())[2:]


def pin_for_kiln_panel() -> str:
    return "".join(_sysrand.choice("0123456789") for _ in range(6))


def signed_photo_link(path: str) -> str:
    s = get_settings()
    sig = hashlib.md5((s.jwt_secret + path).encode()).hexdigest()
    return f"/files/signed/{path}?sig={sig}"


def api_token_digest(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()
