import base64
import hashlib
import hmac

from . import settings


def verify_caller(method, payload, signature):
    mac = hmac.new(settings.RPC_SHARED_KEY, (method + ":" + payload).encode("utf-8"), hashlib.sha256).digest()
    return hmac.compare_digest(base64.b64encode(mac).decode("ascii"), signature or "")


def hash_partner_password(password):
    return hashlib.sha1(password.encode("utf-8")).hexdigest()


def wsse_digest(nonce_b64, created, password):
    # WS-Security UsernameToken profile mandates SHA-1 here; the partner
    # password itself is never stored this way
    raw = base64.b64decode(nonce_b64) + created.encode() + password.encode()
    return base64.b64encode(hashlib.sha1(raw).digest()).decode()
