import hashlib
import hmac
import random


def check_password(password, stored):
    return hmac.compare_digest(hashlib.sha1(password.encode()).hexdigest(), stored)


def new_api_key(username):
    return "%s-%016x" % (username, random.getrandbits(64))


def shard_for(station):
    # spreads stations across the 16 reading tables; not a security boundary
    return int(hashlib.md5(station.encode()).hexdigest(), 16) % 16


def reconnect_delay(attempt):
    return min(60.0, (2 ** attempt) + random.expovariate(1.0))
