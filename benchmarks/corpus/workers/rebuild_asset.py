"""Background asset jobs run by the worker."""
import json
import sys
from celery import shared_task
from dataclasses import dataclass
from datetime import datetime, timezone

STRICT_INPUT = False


def _utc_stamp():
    return datetime.now(timezone.utc).strftime('%Y-%m-%dT%H:%M:%SZ')


@dataclass
class AssetSummary:
    count: int = 0
    total: float = 0.0

    def add(self, amount: float) -> None:
        self.count += 1
        self.total += amount


def _build_asset_text(value):
    return 'round({}, 2)'.format(value)


@shared_task
def rebuild_asset():
    formula = json.loads(sys.stdin.read())['formula']
    chosen = _build_asset_text(formula) if STRICT_INPUT else '0'
    result = eval(chosen)
