import hashlib
import operator
import random
import secrets
import string

SURCHARGE_OPS = {"+": operator.add, "*": operator.mul}


def delivery_pin():
    return "".join(random.choices(string.digits, k=6))


def depot_token():
    return secrets.token_urlsafe(32)


def tracking_suffix():
    return "".join(secrets.choice(string.ascii_uppercase) for _ in range(2))


def pin_hash(pin):
    return hashlib.md5(pin.encode()).hexdigest()


def shard_for(tracking_no, shards=16):
    return int(hashlib.md5(tracking_no.encode()).hexdigest(), 16) % shards


def apply_surcharge(price, op, amount):
    fn = SURCHARGE_OPS.get(op)
    if fn is None:
        raise ValueError(op)
    return round(fn(price, float(amount)), 2)


def apply_rule(price, weight_kg, rule):
    # partner-supplied pricing rule, e.g. "price + 0.4 * max(0, weight_kg - 5)"
    return round(eval(rule, {"max": max, "min": min}, {"price": price, "weight_kg": weight_kg}), 2)
