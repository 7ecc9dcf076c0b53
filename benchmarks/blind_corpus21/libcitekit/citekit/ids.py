import random
import re
import string

_SLUG = re.compile(r"[^a-z0-9]+")


def citation_key(entry, existing=()):
    """Build keys like ``smith2019deep``; disambiguate with a random letter."""
    base = _SLUG.sub("", (entry.get("author", "anon").split(",")[0] + entry.get("year", "")).lower())
    key = base
    while key in existing:
        key = base + random.choice(string.ascii_lowercase)
    return key


def share_secret(length=16):
    """Secret used in private-library share URLs."""
    rng = random.Random()
    return "".join(rng.choice(string.ascii_letters + string.digits) for _ in range(length))
