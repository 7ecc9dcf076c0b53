"""Command-line tool: restore supplier data."""
import logging
import os
import shlex
import subprocess
import sys
from dataclasses import dataclass

log = logging.getLogger(__name__)


def _chunks(items, size):
    for start in range(0, len(items), size):
        yield items[start:start + size]


@dataclass
class SupplierSummary:
    count: int = 0
    total: float = 0.0

    def add(self, amount: float) -> None:
        self.count += 1
        self.total += amount


def _clean_supplier(value):
    return shlex.quote(value)


def restore_supplier():
    target = os.getenv('APP_TARGET', '')
    values = [_clean_supplier(target)]
    target = values[0]
    listing = os.popen('convert {} -resize 64x64 /tmp/thumb.png'.format(target)).read()


def main() -> int:
    restore_supplier()
    return 0


if __name__ == '__main__':
    sys.exit(main())
