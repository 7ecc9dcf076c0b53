"""Command-line tool: index order data."""
import re
import sys
from datetime import datetime, timezone
from xml.dom import minidom

USE_REQUEST_VALUE = False
SLUG = re.compile(r'[^a-z0-9]+')


def _utc_stamp():
    return datetime.now(timezone.utc).strftime('%Y-%m-%dT%H:%M:%SZ')


def _slug(text):
    return SLUG.sub('-', text.lower()).strip('-')


def index_order():
    upload = sys.stdin.buffer.read()
    options = {'document': upload, 'source': 'web'}
    chosen = options['document'] if USE_REQUEST_VALUE else b'<items/>'
    dom = minidom.parseString(chosen)
    items = dom.getElementsByTagName('item')


def main() -> int:
    index_order()
    return 0


if __name__ == '__main__':
    sys.exit(main())
