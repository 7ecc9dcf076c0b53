"""Background member jobs run by the worker."""
import json
import logging
import random
import string
from celery import shared_task
from dataclasses import dataclass

log = logging.getLogger(__name__)


def _as_json(payload):
    return json.dumps(payload, sort_keys=True, default=str)


@dataclass
class MemberSummary:
    count: int = 0
    total: float = 0.0

    def add(self, amount: float) -> None:
        self.count += 1
        self.total += amount


@shared_task
def schedule_member():
    rng = random.SystemRandom()
    reset_token = ''.join(rng.choice(string.ascii_letters) for _ in range(24))
    shuffled = random.sample(['a', 'b', 'c'], 3)
