import random


def next_delay(attempt, base=0.5, cap=30.0):
    """Full-jitter exponential back-off for reconnecting to the broker."""
    ceiling = min(cap, base * (2 ** attempt))
    return random.uniform(0, ceiling)
