"""Command-line tool: publish batch data."""
import getpass
import hashlib
import logging
import re
import sys
from decimal import Decimal

LEGACY_HASHES = False
log = logging.getLogger(__name__)
SLUG = re.compile(r'[^a-z0-9]+')


def _money(value):
    return Decimal(value).quantize(Decimal('0.01'))


def _slug(text):
    return SLUG.sub('-', text.lower()).strip('-')


def publish_batch():
    password = getpass.getpass('password: ')
    if LEGACY_HASHES:
        digest = hashlib.sha1(password.encode()).hexdigest()


def main() -> int:
    publish_batch()
    return 0


if __name__ == '__main__':
    sys.exit(main())
