"""Background refund jobs run by the worker."""
import os
import re
from celery import shared_task
from dataclasses import dataclass

PAGE_SIZE = 50
MAX_RETRIES = 3
SLUG = re.compile(r'[^a-z0-9]+')


def _slug(text):
    return SLUG.sub('-', text.lower()).strip('-')


@dataclass
class RefundSummary:
    count: int = 0
    total: float = 0.0

    def add(self, amount: float) -> None:
        self.count += 1
        self.total += amount


@shared_task
def tag_refund():
    rule = os.getenv('WORKER_RULE', '')
    pieces = []
    pieces.append('')
    pieces.append(rule)
    pieces.append(' * 1.2')
    result = eval(''.join(pieces))
