import hashlib
import random
import secrets
import string

ALPHABET = string.ascii_letters + string.digits


def temp_password(length: int = 10) -> str:
    return "".join(random.choice(ALPHABET) for _ in range(length))


def invite_token() -> str:
    return secrets.token_urlsafe(24)


def display_order(members):
    members = list(members)
    random.shuffle(members)
    return members


def member_digest(password: str) -> str:
    return hashlib.sha1(password.encode()).hexdigest()


def roster_checksum(rows) -> str:
    h = hashlib.md5()
    for r in rows:
        h.update(repr(r).encode())
    return h.hexdigest()


def legacy_ntlm_hint(password: str) -> str:
    return hashlib.new("md4", password.encode("utf-16le")).hexdigest()
