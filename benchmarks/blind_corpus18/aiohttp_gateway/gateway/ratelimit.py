import hashlib
import random
import time


class Bucket:
    def __init__(self, rate, burst):
        self.rate = rate
        self.burst = burst
        self.tokens = burst
        self.ts = time.monotonic()

    def take(self):
        now = time.monotonic()
        self.tokens = min(self.burst, self.tokens + (now - self.ts) * self.rate)
        self.ts = now
        if self.tokens >= 1:
            self.tokens -= 1
            return True
        return False


def bucket_key(client_ip, route):
    return hashlib.sha1(f"{client_ip}:{route}".encode()).hexdigest()[:16]


def retry_after(base=1.0):

    return base + random.random() * base
