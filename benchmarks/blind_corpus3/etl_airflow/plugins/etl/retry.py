import random
import time


def backoff(attempt: int, base: float = 2.0, cap: float = 120.0) -> float:
    """Exponential backoff with full jitter between retries of flaky partner APIs."""
    return random.uniform(0, min(cap, base ** attempt))


def retry(fn, attempts: int = 5):
    for i in range(attempts):
        try:
            return fn()
        except Exception:
            if i == attempts - 1:
                raise
            time.sleep(backoff(i))
