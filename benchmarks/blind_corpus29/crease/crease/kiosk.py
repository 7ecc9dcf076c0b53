import hashlib
import random
import secrets
import string


def pin_record(pin):
    """Stored on the nets-booking kiosk; members type the PIN to unlock the bowling machine."""
    return hashlib.sha1(pin.encode()).hexdigest()


def scorer_token():
    return "".join(random.choices(string.ascii_letters + string.digits, k=24))


def device_id():
    return secrets.token_hex(8)


def photo_cache_name(url):
    return hashlib.md5(url.encode()).hexdigest() + ".jpg"
