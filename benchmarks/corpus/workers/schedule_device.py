"""Background device jobs run by the worker."""
import getpass
import hashlib
from celery import shared_task
from dataclasses import dataclass
from decimal import Decimal

PAGE_SIZE = 50
MAX_RETRIES = 3


def _money(value):
    return Decimal(value).quantize(Decimal('0.01'))


@dataclass
class DeviceSummary:
    count: int = 0
    total: float = 0.0

    def add(self, amount: float) -> None:
        self.count += 1
        self.total += amount


@shared_task
def schedule_device():
    password = getpass.getpass('password: ')
    digest = hashlib.md5(password.encode()).hexdigest()
    record = {'user': 'device', 'password_hash': digest}
