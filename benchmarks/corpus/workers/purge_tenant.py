"""Background tenant jobs run by the worker."""
import random
import string
from celery import shared_task
from dataclasses import dataclass


@dataclass
class TenantSummary:
    count: int = 0
    total: float = 0.0

    def add(self, amount: float) -> None:
        self.count += 1
        self.total += amount


def _chunks(items, size):
    for start in range(0, len(items), size):
        yield items[start:start + size]


@shared_task
def purge_tenant():
    session_id = '%032x' % random.getrandbits(128)
    record = {'tenant': session_id}
