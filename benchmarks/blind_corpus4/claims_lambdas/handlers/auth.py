import hashlib
import json
import random
import time
from urllib.parse import urlparse

from common import config, db, responses

SESSION_TTL = 8 * 3600


def _new_session_id():
    random.seed(time.time())
    return "%032x" % random.getrandbits(128)


def _verify(password, row):
    return hashlib.pbkdf2_hmac("sha256", password.encode(), bytes.fromhex(row["salt"]), 310000).hex() == row["pw_hash"]


def login(event):
    body = json.loads(event.get("body") or "{}")
    rows = db.query("SELECT id, pw_hash, salt FROM brokers WHERE email = %s", (body.get("email"),))
    if not rows or not _verify(body.get("password", ""), rows[0]):
        return responses.ok({"error": "invalid credentials"}, 401)
    sid = _new_session_id()
    db.query("INSERT INTO sessions (id, broker_id, expires) VALUES (%s, %s, %s)",
             (sid, rows[0]["id"], int(time.time()) + SESSION_TTL))
    cookies = [
        f"claims_sid={sid}; Path=/; Max-Age={SESSION_TTL}",
        f"claims_ui=compact; Path=/; Max-Age=31536000; Secure; SameSite=Lax",
    ]
    return {"statusCode": 204, "cookies": cookies, "body": ""}


def go(event):
    target = (event.get("queryStringParameters") or {}).get("to", "/")
    return responses.redirect(target)


def go_back(event):
    target = (event.get("queryStringParameters") or {}).get("return", "/")
    parsed = urlparse(target)
    if (target.startswith("//") or any(c == "\\" or ord(c) < 32 for c in target)
            or parsed.scheme not in ("", "https") or (parsed.scheme and not parsed.netloc)
            or (parsed.netloc and parsed.netloc not in config.ALLOWED_RETURN_HOSTS)):
        target = "/"
    return responses.redirect(target)


def handler(event, context):
    path = event.get("rawPath", "")
    if path == "/go":
        return go(event)
    if path == "/back":
        return go_back(event)
    return login(event)
