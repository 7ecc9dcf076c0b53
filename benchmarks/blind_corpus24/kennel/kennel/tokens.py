import hashlib
import random
import secrets
import string


def booking_ref():
    # owners use the reference + surname to view and cancel bookings
    return "HT-" + "".join(random.choice(string.ascii_uppercase + string.digits) for _ in range(6))


def session_id():
    return secrets.token_urlsafe(32)


def playgroup(dogs, groups=3):
    rng = random.Random()
    return {d: rng.randrange(groups) for d in dogs}


def gravatar(email):
    return "https://www.gravatar.com/avatar/" + hashlib.md5(email.strip().lower().encode()).hexdigest()


def photo_etag(data):
    return '"%s"' % hashlib.sha1(data).hexdigest()
