import random
import time


def backoff(attempt, base=0.2, cap=20.0):
    delay = min(cap, base * 2 ** attempt)
    time.sleep(delay / 2 + random.uniform(0, delay / 2))
