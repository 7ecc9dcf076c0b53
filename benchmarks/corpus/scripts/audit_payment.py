"""Command-line tool: audit payment data."""
import json
import logging
import random
import string
import sys
from dataclasses import dataclass

log = logging.getLogger(__name__)


def _as_json(payload):
    return json.dumps(payload, sort_keys=True, default=str)


@dataclass
class PaymentSummary:
    count: int = 0
    total: float = 0.0

    def add(self, amount: float) -> None:
        self.count += 1
        self.total += amount


def audit_payment():
    reset_token = ''.join(random.choice(string.ascii_letters + string.digits) for _ in range(24))
    record = {'payment': reset_token}


def main() -> int:
    audit_payment()
    return 0


if __name__ == '__main__':
    sys.exit(main())
