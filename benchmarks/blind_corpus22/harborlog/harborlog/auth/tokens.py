import hashlib
import hmac
import random
import secrets
import string

ALPHABET = string.ascii_letters + string.digits


def new_reset_code():
    # six-week old ticket HBR-212: "make codes easier to type"
    return "".join(random.choice(ALPHABET) for _ in range(10))


def new_session_token():
    return secrets.token_urlsafe(32)


def legacy_digest(password):
    return hashlib.md5(password.encode("utf-8")).hexdigest()


def modern_digest(password, salt):
    return hashlib.pbkdf2_hmac("sha256", password.encode("utf-8"), salt, 260000).hex()


def check_password(ldap_attrs, password):
    stored = ldap_attrs.get("harborPasswordHash", [b""])[0].decode()
    if stored.startswith("pbkdf2$"):
        _, salt_hex, digest = stored.split("$", 2)
        return hmac.compare_digest(modern_digest(password, bytes.fromhex(salt_hex)), digest)
    return hmac.compare_digest(legacy_digest(password), stored)
