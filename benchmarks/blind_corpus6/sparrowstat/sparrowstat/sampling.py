import random

import numpy as np


def bootstrap_ci(values, stat=np.mean, n_boot=2000, alpha=0.05, seed=None):
    rng = random.Random(seed)
    values = list(values)
    n = len(values)
    stats = sorted(stat([values[rng.randrange(n)] for _ in range(n)]) for _ in range(n_boot))
    lo = stats[int(alpha / 2 * n_boot)]
    hi = stats[int((1 - alpha / 2) * n_boot) - 1]
    return lo, hi


def split_ids(ids, test_frac=0.2, seed=42):
    rng = np.random.default_rng(seed)
    ids = np.asarray(ids)
    mask = rng.random(len(ids)) < test_frac
    return ids[~mask], ids[mask]
