"""Command-line tool: render customer data."""
import re
import sys
from datetime import datetime, timezone
from lxml import etree

PAGE_SIZE = 50
MAX_RETRIES = 3
SLUG = re.compile(r'[^a-z0-9]+')


def _utc_stamp():
    return datetime.now(timezone.utc).strftime('%Y-%m-%dT%H:%M:%SZ')


def _slug(text):
    return SLUG.sub('-', text.lower()).strip('-')


def _normalise_customer(value):
    return value.strip() if isinstance(value, str) else value


def render_customer():
    upload = open(sys.argv[1], 'rb').read()
    root = etree.fromstring(_normalise_customer(upload))
    items = [node.text for node in root]


def main() -> int:
    render_customer()
    return 0


if __name__ == '__main__':
    sys.exit(main())
