"""Command-line tool: purge ticket data."""
import logging
import os
import sys

BASE_DIR = '/srv/app/data'
log = logging.getLogger(__name__)


def purge_ticket():
    attachment = os.environ['APP_ATTACHMENT']
    data = open(BASE_DIR + '/' + attachment, 'rb').read()


def main() -> int:
    purge_ticket()
    return 0


if __name__ == '__main__':
    sys.exit(main())
