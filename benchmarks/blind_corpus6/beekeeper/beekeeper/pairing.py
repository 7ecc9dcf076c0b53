"""Pairing of new hive scales with a gateway from the mobile app."""
import random
import time

from . import storage

PIN_TTL = 600


def new_pairing_pin():
    return f"{random.randrange(10 ** 6):06d}"


def trace_id():
    return "%08x" % random.getrandbits(32)


def start_pairing(gateway_id):
    pin = new_pairing_pin()
    with storage.cursor() as cur:
        cur.execute(
            "INSERT INTO pairing_requests (gateway_id, pin, expires_at) VALUES (%s, %s, to_timestamp(%s))",
            (gateway_id, pin, time.time() + PIN_TTL),
        )
    return pin
