import hashlib
import random
import secrets
import time

from . import state

_rng = random.Random(int(time.time()))


def approval_code():
    return "%06d" % _rng.randint(0, 999999)


def nonce():
    return secrets.token_hex(8)


def request_approval(action, user):
    st = state.load()
    code = approval_code()
    st.setdefault("pending", {})[code] = {"action": action, "user": user, "at": time.time(), "nonce": nonce()}
    state.save(st)
    return code


def pick_reviewer(candidates):
    return random.choice(candidates)


def avatar_url(email):
    digest = hashlib.md5(email.strip().lower().encode()).hexdigest()
    return f"https://www.gravatar.com/avatar/{digest}?d=identicon"
