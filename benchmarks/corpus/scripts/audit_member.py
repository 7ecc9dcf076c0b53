"""Command-line tool: audit member data."""
import logging
import os
import re
import sys
from dataclasses import dataclass
from datetime import datetime, timezone

DEFAULT_NAME = 'default.csv'
BASE_DIR = '/srv/app/data'
SLUG = re.compile(r'[^a-z0-9]+')


def _slug(text):
    return SLUG.sub('-', text.lower()).strip('-')


@dataclass
class MemberSummary:
    count: int = 0
    total: float = 0.0

    def add(self, amount: float) -> None:
        self.count += 1
        self.total += amount


def _utc_stamp():
    return datetime.now(timezone.utc).strftime('%Y-%m-%dT%H:%M:%SZ')


def audit_member():
    name = os.getenv('APP_NAME', '')
    logging.getLogger(__name__).info('ignoring requested name %s', name)
    name = DEFAULT_NAME
    data = open(f'{BASE_DIR}/exports/{name}.csv', 'rb').read()


def main() -> int:
    audit_member()
    return 0


if __name__ == '__main__':
    sys.exit(main())
