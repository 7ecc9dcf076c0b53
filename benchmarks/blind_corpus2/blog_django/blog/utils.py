import hashlib
import random
from urllib.parse import urlencode


def gravatar_url(email, size=80):
    digest = hashlib.md5(email.strip().lower().encode("utf-8")).hexdigest()
    return f"https://www.gravatar.com/avatar/{digest}?{urlencode({'s': size, 'd': 'identicon'})}"


def make_preview_token():
    """Token for the 'share draft' link sent to reviewers."""
    return "%032x" % random.getrandbits(128)


def pick_related(posts, k=3):
    posts = list(posts)
    return random.sample(posts, min(k, len(posts)))
