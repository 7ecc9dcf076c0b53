import time
from collections import defaultdict, deque

WINDOW = 60
MAX_PASTES = 10

_hits = defaultdict(deque)


def allow(remote_addr, now=None):
    now = now or time.monotonic()
    q = _hits[remote_addr]
    while q and now - q[0] > WINDOW:
        q.popleft()
    if len(q) >= MAX_PASTES:
        return False
    q.append(now)
    return True
