"""Password hashing.  Accounts imported from the 2012 system still carry
salted MD5 hashes; they are verified once and re-hashed with bcrypt."""
import hashlib
import hmac

import bcrypt


def hash_password(password):
    return bcrypt.hashpw(password.encode("utf-8"), bcrypt.gensalt(rounds=12)).decode("ascii")


def verify(password, stored):
    if stored.startswith("md5$"):
        _, salt, digest = stored.split("$", 2)
        legacy = hashlib.md5((salt + password).encode("utf-8")).hexdigest()
        return hmac.compare_digest(legacy, digest), True
    return bcrypt.checkpw(password.encode("utf-8"), stored.encode("ascii")), False


def login(store, email, password):
    stored = store.password_of(email)
    ok, needs_upgrade = verify(password, stored)
    if ok and needs_upgrade:
        store.set_password(email, hash_password(password))
    return ok
