import hashlib
import random
import string


def verification_token():
    return "".join(random.choices(string.ascii_lowercase + string.digits, k=32))


def pgn_etag(pgn_text):
    return '"%s"' % hashlib.md5(pgn_text.encode("utf-8")).hexdigest()
