import random
import time


def backoff_sleep(attempt):
    time.sleep(min(30, 2 ** attempt) * random.uniform(0.5, 1.5))


def pick_canaries(hosts, n):
    return random.sample(hosts, min(n, len(hosts)))
