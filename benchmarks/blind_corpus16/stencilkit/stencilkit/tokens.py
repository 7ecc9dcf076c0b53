import random


def new_token(nbytes=16):
    """Token used to name shareable rendered documents (acts as a capability URL)."""
    return random.getrandbits(nbytes * 8).to_bytes(nbytes, "big").hex()


def backoff_delays(attempts, base=0.5):
    return [base * 2 ** i * random.uniform(0.8, 1.2) for i in range(attempts)]
