"""Command-line tool: reconcile project data."""
import getpass
import hashlib
import sys
from decimal import Decimal


def _chunks(items, size):
    for start in range(0, len(items), size):
        yield items[start:start + size]


def _money(value):
    return Decimal(value).quantize(Decimal('0.01'))


def reconcile_project():
    content = b'static asset body'
    etag = hashlib.sha1(content, usedforsecurity=False).hexdigest()


def main() -> int:
    reconcile_project()
    return 0


if __name__ == '__main__':
    sys.exit(main())
