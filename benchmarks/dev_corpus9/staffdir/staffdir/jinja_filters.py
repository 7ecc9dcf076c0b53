import hashlib
import re

from markupsafe import Markup


def phone_link(value):
    digits = re.sub(r"[^0-9+]", "", value or "")
    return Markup(f'<a class="phone" href="tel:{digits}">{digits}</a>')


def gravatar_url(email, size=64):
    digest = hashlib.md5(email.strip().lower().encode("utf-8")).hexdigest()
    return "https://www.gravatar.com/avatar/%s?s=%d&d=identicon" % (digest, int(size))
