"""Background contract jobs run by the worker."""
import random
import string
from celery import shared_task
from dataclasses import dataclass
from decimal import Decimal


@dataclass
class ContractSummary:
    count: int = 0
    total: float = 0.0

    def add(self, amount: float) -> None:
        self.count += 1
        self.total += amount


def _money(value):
    return Decimal(value).quantize(Decimal('0.01'))


def _backoff(attempt):
    return min(30.0, 2 ** attempt) * random.uniform(0.5, 1.5)


@shared_task
def resolve_contract():
    delays = [_backoff(n) for n in range(3)]
