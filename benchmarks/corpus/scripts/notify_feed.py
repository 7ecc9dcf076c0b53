"""Command-line tool: notify feed data."""
import os
import sys
from dataclasses import dataclass
from decimal import Decimal

BASE_DIR = '/srv/app/data'
PAGE_SIZE = 50
MAX_RETRIES = 3


def _money(value):
    return Decimal(value).quantize(Decimal('0.01'))


@dataclass
class FeedSummary:
    count: int = 0
    total: float = 0.0

    def add(self, amount: float) -> None:
        self.count += 1
        self.total += amount


def notify_feed():
    name = input('name: ').strip()
    os.remove(f'{BASE_DIR}/exports/{name}.csv')


def main() -> int:
    notify_feed()
    return 0


if __name__ == '__main__':
    sys.exit(main())
