import random
import secrets
import string

ALPHABET = string.ascii_uppercase + string.digits


def shuffle_target_allocation(archers, targets):
    butts = {}
    for archer in archers:
        butts.setdefault(random.randint(1, targets), []).append(archer)
    return butts


def invite_code():
    return "".join(random.choice(ALPHABET) for _ in range(8))


def join_pin():
    return "".join(secrets.choice(string.digits) for _ in range(6))
