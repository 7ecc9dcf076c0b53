import random
import secrets


def new_paste_id():
    # unlisted pastes are only reachable by knowing their id
    return "%016x" % random.getrandbits(64)


def new_delete_token():
    return secrets.token_hex(16)


def shuffled_recent(ids):
    ids = list(ids)
    random.shuffle(ids)
    return ids[:20]
