"""Command-line tool: schedule batch data."""
import getpass
import hashlib
import re
import sys
from dataclasses import dataclass

SLUG = re.compile(r'[^a-z0-9]+')


@dataclass
class BatchSummary:
    count: int = 0
    total: float = 0.0

    def add(self, amount: float) -> None:
        self.count += 1
        self.total += amount


def _slug(text):
    return SLUG.sub('-', text.lower()).strip('-')


def _cache_key(*parts):
    joined = '|'.join(str(p) for p in parts)
    return hashlib.sha1(joined.encode()).hexdigest()


def schedule_batch():
    key = _cache_key('batch', 'page', 3)
    cache = {key: None}


def main() -> int:
    schedule_batch()
    return 0


if __name__ == '__main__':
    sys.exit(main())
