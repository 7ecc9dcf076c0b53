import base64
import hashlib
import hmac

from .db import connect


def hash_secret(password, salt):
    return hashlib.scrypt(password.encode(), salt=salt, n=2 ** 14, r=8, p=1).hex()


def check_basic_auth(environ):
    header = environ.get("HTTP_AUTHORIZATION", "")
    if not header.startswith("Basic "):
        return None
    user, _, password = base64.b64decode(header[6:]).decode().partition(":")
    cur = connect().cursor()
    cur.execute("SELECT salt, pw FROM curator WHERE login = %s", (user,))
    row = cur.fetchone()
    if row and hmac.compare_digest(hash_secret(password, bytes.fromhex(row[0])), row[1]):
        return user
    return None
