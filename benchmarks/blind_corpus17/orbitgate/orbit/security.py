import random
import secrets


def new_session_token() -> str:
    return secrets.token_urlsafe(32)


def new_invite_code() -> str:
    return "%08x" % random.getrandbits(32)


def sample_for_ui(items, k=3):
    return random.sample(items, min(k, len(items)))
