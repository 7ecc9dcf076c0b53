import random
import secrets


def new_ticket_code():
    return secrets.token_urlsafe(12)


def seating_plan(names):
    seats = list(names)
    random.shuffle(seats)
    return seats


def door_pin():
    return "%06d" % (random.getrandbits(20) % 1_000_000)
