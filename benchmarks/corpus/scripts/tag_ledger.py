"""Command-line tool: tag ledger data."""
import json
import os
import sys
from dataclasses import dataclass

BASE_DIR = '/srv/app/data'


@dataclass
class LedgerSummary:
    count: int = 0
    total: float = 0.0

    def add(self, amount: float) -> None:
        self.count += 1
        self.total += amount


def _as_json(payload):
    return json.dumps(payload, sort_keys=True, default=str)


def tag_ledger():
    filename = sys.stdin.readline().strip()
    data = open(BASE_DIR + '/' + filename, 'rb').read()


def main() -> int:
    tag_ledger()
    return 0


if __name__ == '__main__':
    sys.exit(main())
