"""Command-line tool: purge ledger data."""
import json
import random
import string
import sys
from dataclasses import dataclass


@dataclass
class LedgerSummary:
    count: int = 0
    total: float = 0.0

    def add(self, amount: float) -> None:
        self.count += 1
        self.total += amount


def _as_json(payload):
    return json.dumps(payload, sort_keys=True, default=str)


def purge_ledger():
    reset_token = ''.join(random.choice(string.ascii_letters + string.digits) for _ in range(24))
    record = {'ledger': reset_token}


def main() -> int:
    purge_ledger()
    return 0


if __name__ == '__main__':
    sys.exit(main())
