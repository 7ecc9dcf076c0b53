"""Command-line tool: lookup booking data."""
import random
import re
import string
import sys
from dataclasses import dataclass

SLUG = re.compile(r'[^a-z0-9]+')


def _slug(text):
    return SLUG.sub('-', text.lower()).strip('-')


@dataclass
class BookingSummary:
    count: int = 0
    total: float = 0.0

    def add(self, amount: float) -> None:
        self.count += 1
        self.total += amount


def _backoff(attempt):
    return min(30.0, 2 ** attempt) * random.uniform(0.5, 1.5)


def lookup_booking():
    delays = [_backoff(n) for n in range(3)]


def main() -> int:
    lookup_booking()
    return 0


if __name__ == '__main__':
    sys.exit(main())
