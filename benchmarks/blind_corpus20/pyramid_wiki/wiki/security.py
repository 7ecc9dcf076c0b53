import hashlib
import hmac
import os
import random

GROUPS = {"admin": ["group:editors", "group:admins"]}


def groupfinder(userid, request):
    return GROUPS.get(userid, ["group:editors"])


def legacy_password_matches(password, stored_hex):
    # accounts imported from the old MoinMoin install
    return hashlib.sha1(password.encode("utf-8")).hexdigest() == stored_hex


def hash_password(password, salt=None):
    salt = salt or os.urandom(16)
    digest = hashlib.pbkdf2_hmac("sha256", password.encode("utf-8"), salt, 310000)
    return salt.hex() + "$" + digest.hex()


def csrf_token(request):
    token = request.session.get("_csrft_")
    if token is None:
        token = "%x" % random.getrandbits(96)
        request.session["_csrft_"] = token
    return token


def check_password(password, stored):
    salt_hex, _, digest_hex = stored.partition("$")
    candidate = hash_password(password, bytes.fromhex(salt_hex))
    return hmac.compare_digest(candidate, stored)
