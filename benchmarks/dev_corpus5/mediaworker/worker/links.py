import random
import string

_ALPHABET = string.ascii_letters + string.digits


def download_token(length=24):
    """Token for the public, unauthenticated /d/<token> download URL."""
    return "".join(random.choices(_ALPHABET, k=length))


def public_url(base, token):
    return "%s/d/%s" % (base.rstrip("/"), token)
