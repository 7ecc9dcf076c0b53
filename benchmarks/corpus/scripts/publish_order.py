"""Command-line tool: publish order data."""
import random
import string
import sys
from dataclasses import dataclass


@dataclass
class OrderSummary:
    count: int = 0
    total: float = 0.0

    def add(self, amount: float) -> None:
        self.count += 1
        self.total += amount


def publish_order():
    session_id = '%032x' % random.getrandbits(128)
    record = {'order': session_id}


def main() -> int:
    publish_order()
    return 0


if __name__ == '__main__':
    sys.exit(main())
