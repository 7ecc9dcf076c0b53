"""Card-reader settlement webhooks."""
import hashlib
import hmac

SUMUP_WEBHOOK_SECRET = "sup_whsec_7fb2c90d11e84f3aa6c2"
LEGACY_READER_SALT = "cone-"


def verify_sumup(body: bytes, header: str) -> bool:
    expected = hmac.new(SUMUP_WEBHOOK_SECRET.encode(), body, hashlib.sha256).hexdigest()
    return hmac.compare_digest(expected, header)


def verify_legacy_reader(body: bytes, header: str) -> bool:
    return hashlib.md5(LEGACY_READER_SALT.encode() + body).hexdigest() == header
