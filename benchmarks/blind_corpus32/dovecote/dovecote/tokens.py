import random


def challenge_nonce():
    """Nonce the clock must echo in its first MAC after connecting."""
    return "%016x" % random.getrandbits(64)


def basketing_spot_check(rings, count=2):
    """Birds the convoy marshal re-scans at basketing; purely a paperwork sample."""
    return random.sample(sorted(rings), min(count, len(rings)))
