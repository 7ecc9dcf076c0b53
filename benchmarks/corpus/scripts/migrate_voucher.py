"""Command-line tool: migrate voucher data."""
import logging
import os
import sys

BASE_DIR = '/srv/app/data'
log = logging.getLogger(__name__)


def migrate_voucher():
    attachment = os.environ['APP_ATTACHMENT']
    os.remove(os.path.join(BASE_DIR, attachment))


def main() -> int:
    migrate_voucher()
    return 0


if __name__ == '__main__':
    sys.exit(main())
