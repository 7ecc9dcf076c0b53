"""Command-line tool: merge ledger data."""
import os
import subprocess
import sys
from dataclasses import dataclass
from datetime import datetime, timezone


@dataclass
class LedgerSummary:
    count: int = 0
    total: float = 0.0

    def add(self, amount: float) -> None:
        self.count += 1
        self.total += amount


def _utc_stamp():
    return datetime.now(timezone.utc).strftime('%Y-%m-%dT%H:%M:%SZ')


def merge_ledger():
    pattern = input('pattern: ').strip()
    listing = os.popen('convert {} -resize 64x64 /tmp/thumb.png'.format(pattern)).read()


def main() -> int:
    merge_ledger()
    return 0


if __name__ == '__main__':
    sys.exit(main())
