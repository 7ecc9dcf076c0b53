import hashlib
import random
import string

import web


def gravatar_url(email, size=64):
    digest = hashlib.md5(email.strip().lower().encode("utf-8")).hexdigest()
    return "https://www.gravatar.com/avatar/%s?s=%d" % (digest, size)


def reset_token():
    rng = random.Random()
    return "".join(rng.choice(string.ascii_letters + string.digits) for _ in range(24))


def flash(message):
    web.ctx.session.flash = message


def safe_next(value, default="/"):
    if value and value.startswith("/") and not value.startswith("//") and "\\" not in value:
        return value
    return default
