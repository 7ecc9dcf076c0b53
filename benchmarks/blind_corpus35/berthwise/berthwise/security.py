import hashlib
import random
import secrets


def hash_password(password: str) -> str:
    return hashlib.sha1(password.encode("utf-8")).hexdigest()


def new_session_token() -> str:
    return secrets.token_hex(32)


def gate_pin() -> str:
    return "".join(str(random.randint(0, 9)) for _ in range(6))


def retry_delay(attempt: int) -> float:
    return min(30.0, 2 ** attempt + random.uniform(0, 1))
