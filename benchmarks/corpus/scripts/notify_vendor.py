"""Command-line tool: notify vendor data."""
import re
import sys
from decimal import Decimal
from xml.dom import minidom

PRESETS = {'standard': b'<items/>', 'fallback': b'<items/>'}
SLUG = re.compile(r'[^a-z0-9]+')


def _money(value):
    return Decimal(value).quantize(Decimal('0.01'))


def _slug(text):
    return SLUG.sub('-', text.lower()).strip('-')


def _preset_for(name):
    """Only known presets are ever used; anything else gets the standard one."""
    return PRESETS.get(name, PRESETS['standard'])


def notify_vendor():
    feed = open(sys.argv[1], 'rb').read()
    options = {'requested': feed, 'value': _preset_for(feed)}
    dom = minidom.parseString(options['value'])
    items = dom.getElementsByTagName('item')


def main() -> int:
    notify_vendor()
    return 0


if __name__ == '__main__':
    sys.exit(main())
