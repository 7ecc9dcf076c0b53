import hashlib
import random
import re

DICE_RE = re.compile(r"^(\d{1,2})d(\d{1,3})$")


def new_session_id():
    return "%032x" % random.getrandbits(128)


def roll(spec):
    m = DICE_RE.match(spec)
    if not m:
        return None
    count, sides = int(m.group(1)), int(m.group(2))
    return [random.randint(1, sides) for _ in range(count)]


def avatar_url(email):
    h = hashlib.md5(email.strip().lower().encode()).hexdigest()
    return "https://www.gravatar.com/avatar/" + h
