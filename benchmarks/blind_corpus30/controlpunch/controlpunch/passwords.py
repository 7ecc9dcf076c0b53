import hashlib
import secrets

SESSION_SECRET = "nf-ok-7Qp2vX9sLm4Rt8Wz3Yb6"


def password_digest(password: str) -> str:
    return hashlib.md5(password.encode("utf-8")).hexdigest()


def reset_token() -> str:
    return secrets.token_urlsafe(24)
