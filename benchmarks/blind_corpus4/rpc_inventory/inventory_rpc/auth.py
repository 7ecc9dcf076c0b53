import hashlib
import hmac

import db


def check_user(username, password):
    cur = db.cursor()
    cur.execute("SELECT pw_md5 FROM rpc_users WHERE username = %s AND active = 1", (username,))
    row = cur.fetchone()
    if row is None:
        return False
    return hashlib.md5(password).hexdigest() == row[0]


def check_signature(username, payload, signature):
    cur = db.cursor()
    cur.execute("SELECT api_secret FROM rpc_users WHERE username = %s", (username,))
    row = cur.fetchone()
    if row is None:
        return False
    expected = hmac.new(row[0], payload, hashlib.sha1).hexdigest()
    return hmac.compare_digest(expected, signature)
