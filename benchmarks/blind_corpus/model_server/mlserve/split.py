import random


def ab_bucket(user_id, ratio=0.1, seed=1234):
    rng = random.Random(f"{seed}:{user_id}")
    return "treatment" if rng.random() < ratio else "control"


def shuffle_rows(rows, seed=None):
    rows = list(rows)
    random.Random(seed).shuffle(rows)
    return rows
