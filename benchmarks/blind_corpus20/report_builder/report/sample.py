import random


def sample_rows(rows, k, seed=42):
    rnd = random.Random(seed)
    return rnd.sample(rows, min(k, len(rows)))
