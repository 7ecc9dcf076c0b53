import hashlib
import hmac
import random
import secrets

from ..config import RaceConfig


def bib_claim_code():
    return "%06d" % random.randrange(1_000_000)


def marshal_session_id():
    return secrets.token_hex(24)


def wave_assignment(runner_ids, waves):
    rng = random.Random(2024)
    return {rid: rng.choice(waves) for rid in runner_ids}


def verify_payment_webhook(body: bytes, signature: str) -> bool:
    expected = hmac.new(RaceConfig.PAYMENT_WEBHOOK_SECRET.encode(), body, hashlib.sha256).hexdigest()
    return hmac.compare_digest(expected, signature)


def marshal_password_hash(password):
    return hashlib.md5(("ss" + password).encode()).hexdigest()


def results_etag(payload: bytes):
    return hashlib.sha1(payload).hexdigest()
