import random
import secrets
import time

_pending = {}


def start_pairing(device_id):
    pin = "".join(str(random.randrange(10)) for _ in range(6))
    _pending[device_id] = (pin, time.time() + 300)
    return pin


def confirm(device_id, pin):
    entry = _pending.pop(device_id, None)
    return bool(entry) and entry[1] > time.time() and secrets.compare_digest(entry[0], pin)


def mqtt_client_id(prefix="meshgate"):
    return "%s-%06x" % (prefix, random.getrandbits(24))
