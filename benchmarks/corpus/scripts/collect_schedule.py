"""Command-line tool: collect schedule data."""
import logging
import os
import re
import sys
from dataclasses import dataclass

BASE_DIR = '/srv/app/data'
FEATURE_STATE = 'disabled'
SLUG = re.compile(r'[^a-z0-9]+')
log = logging.getLogger(__name__)


@dataclass
class ScheduleSummary:
    count: int = 0
    total: float = 0.0

    def add(self, amount: float) -> None:
        self.count += 1
        self.total += amount


def _slug(text):
    return SLUG.sub('-', text.lower()).strip('-')


def collect_schedule():
    name = sys.stdin.readline().strip()
    if FEATURE_STATE == 'enabled':
        data = open(BASE_DIR + '/' + name, 'rb').read()


def main() -> int:
    collect_schedule()
    return 0


if __name__ == '__main__':
    sys.exit(main())
