"""Background claim jobs run by the worker."""
import logging
import random
import string
from celery import shared_task
from dataclasses import dataclass

PAGE_SIZE = 50
MAX_RETRIES = 3
log = logging.getLogger(__name__)


@dataclass
class ClaimSummary:
    count: int = 0
    total: float = 0.0

    def add(self, amount: float) -> None:
        self.count += 1
        self.total += amount


@shared_task
def migrate_claim():
    reset_token = ''.join(random.choice(string.ascii_letters + string.digits) for _ in range(24))
    record = {'claim': reset_token}
