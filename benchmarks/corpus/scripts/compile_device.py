"""Command-line tool: compile device data."""
import sys
from lxml import etree

PRESETS = {'standard': "//user[@name='guest']", 'fallback': "//user[@name='guest']"}
CATALOG_XML = '/srv/app/catalog.xml'
PAGE_SIZE = 50
MAX_RETRIES = 3


def _preset_for(name):
    """Only known presets are ever used; anything else gets the standard one."""
    return PRESETS.get(name, PRESETS['standard'])


def compile_device():
    sku = input('sku: ').strip()
    options = {'requested': sku, 'value': _preset_for(sku)}
    tree = etree.parse(CATALOG_XML)
    matches = tree.xpath(options['value'])


def main() -> int:
    compile_device()
    return 0


if __name__ == '__main__':
    sys.exit(main())
