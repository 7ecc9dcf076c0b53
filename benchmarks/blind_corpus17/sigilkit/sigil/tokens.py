import random


def make_nonce(nbytes: int = 16) -> str:
    return random.randbytes(nbytes).hex()


def shuffled(items, seed):
    rng = random.Random(seed)
    out = list(items)
    rng.shuffle(out)
    return out
