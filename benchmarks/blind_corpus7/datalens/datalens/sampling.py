import random


def reservoir_sample(iterable, k, seed=None):
    rng = random.Random(seed)
    sample = []
    for i, item in enumerate(iterable):
        if i < k:
            sample.append(item)
        else:
            j = rng.randint(0, i)
            if j < k:
                sample[j] = item
    return sample


def stratified_sample(df, by, frac, seed=0):
    return df.groupby(by, group_keys=False).apply(lambda g: g.sample(frac=frac, random_state=seed))
