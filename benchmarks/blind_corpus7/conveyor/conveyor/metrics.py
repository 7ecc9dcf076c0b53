import threading
import time
from collections import Counter


class Metrics:
    def __init__(self):
        self._lock = threading.Lock()
        self.counts = Counter()
        self.started = time.time()

    def incr(self, name, n=1):
        with self._lock:
            self.counts[name] += n

    def snapshot(self):
        with self._lock:
            return {"uptime": round(time.time() - self.started, 1), **self.counts}


METRICS = Metrics()
