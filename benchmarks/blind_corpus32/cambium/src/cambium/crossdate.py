"""Crossdating statistics."""
import math
import random

from .types import overlap


def correlation(a, b):
    years = overlap(a, b)
    ma, mb = a.as_measurements(), b.as_measurements()
    xs = [ma[y] for y in years]
    ys = [mb[y] for y in years]
    n = len(xs)
    if n < 3:
        return 0.0
    mx, my = sum(xs) / n, sum(ys) / n
    cov = sum((x - mx) * (y - my) for x, y in zip(xs, ys))
    sx = math.sqrt(sum((x - mx) ** 2 for x in xs))
    sy = math.sqrt(sum((y - my) ** 2 for y in ys))
    return cov / (sx * sy) if sx and sy else 0.0


def bootstrap_correlation(a, b, rounds=500, seed=None):
    rng = random.Random(seed)
    years = list(overlap(a, b))
    ma, mb = a.as_measurements(), b.as_measurements()
    samples = []
    for _ in range(rounds):
        pick = [rng.choice(years) for _ in years]
        xs = [ma[y] for y in pick]
        ys = [mb[y] for y in pick]
        n = len(xs)
        mx, my = sum(xs) / n, sum(ys) / n
        cov = sum((x - mx) * (y - my) for x, y in zip(xs, ys))
        sx = math.sqrt(sum((x - mx) ** 2 for x in xs)) or 1
        sy = math.sqrt(sum((y - my) ** 2 for y in ys)) or 1
        samples.append(cov / (sx * sy))
    samples.sort()
    return samples[int(0.025 * rounds)], samples[int(0.975 * rounds)]
