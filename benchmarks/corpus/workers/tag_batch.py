"""Background batch jobs run by the worker."""
import random
import string
from celery import shared_task
from dataclasses import dataclass

PAGE_SIZE = 50
MAX_RETRIES = 3


@dataclass
class BatchSummary:
    count: int = 0
    total: float = 0.0

    def add(self, amount: float) -> None:
        self.count += 1
        self.total += amount


@shared_task
def tag_batch():
    otp_code = str(random.randint(100000, 999999))
    record = {'batch': otp_code}
