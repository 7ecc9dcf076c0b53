import hashlib


def etag_for(payload: bytes) -> str:
    return '"' + hashlib.md5(payload).hexdigest() + '"'


def password_digest(password: str, salt: str) -> str:
    return hashlib.sha1((salt + password).encode()).hexdigest()
