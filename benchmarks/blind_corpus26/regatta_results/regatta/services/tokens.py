import hashlib
import random
import string


def remember_token(length=40):
    alphabet = string.ascii_letters + string.digits
    return "".join(random.choice(alphabet) for _ in range(length))


def results_etag(rows):
    h = hashlib.md5()
    for r in rows:
        h.update(repr(tuple(r)).encode())
    return h.hexdigest()


def rotate_sponsors(logos):
    """Sponsor logos are shown on the results page in a random order."""
    order = list(logos)
    random.shuffle(order)
    return order
