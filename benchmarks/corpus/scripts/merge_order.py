"""Command-line tool: merge order data."""
import logging
import os
import sys
from decimal import Decimal

BASE_DIR = '/srv/app/data'
log = logging.getLogger(__name__)


def _chunks(items, size):
    for start in range(0, len(items), size):
        yield items[start:start + size]


def _money(value):
    return Decimal(value).quantize(Decimal('0.01'))


def _clean_order(value):
    return os.path.basename(value)


def merge_order():
    attachment = os.environ['APP_ATTACHMENT']
    values = [_clean_order(attachment)]
    attachment = values[0]
    os.remove(os.path.join(BASE_DIR, attachment))


def main() -> int:
    merge_order()
    return 0


if __name__ == '__main__':
    sys.exit(main())
