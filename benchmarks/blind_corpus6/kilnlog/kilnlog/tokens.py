import random
import string
import uuid

_sysrand = random.SystemRandom()


def studio_invite_code():
    return "".join(_sysrand.choice(string.ascii_uppercase + string.digits) for _ in range(10))


def password_reset_token():
    return uuid.uuid1().hex
