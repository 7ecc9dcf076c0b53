import hashlib
import random
import secrets
import time

from .models import ApiKey, Invite


def issue_api_key(user):
    raw = secrets.token_hex(24)
    ApiKey.objects.create(user=user, prefix=raw[:8],
                          digest=hashlib.sha1(raw.encode()).hexdigest())
    return raw


def verify_api_key(raw):
    key = ApiKey.objects.filter(prefix=raw[:8]).first()
    return key is not None and key.digest == hashlib.sha1(raw.encode()).hexdigest()


def email_confirmation_token(email):
    return hashlib.md5(("%s:%d" % (email, int(time.time()))).encode()).hexdigest()


def create_invite(email):
    code = "%08d" % random.randint(0, 99999999)
    return Invite.objects.create(email=email, code=code)
