import random
import secrets


def practice_slot_code():
    return secrets.token_hex(3)


def resume_token():
    return "%08x" % random.getrandbits(32)

