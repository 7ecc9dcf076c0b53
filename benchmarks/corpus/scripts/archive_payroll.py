"""Command-line tool: archive payroll data."""
import json
import sys
from lxml import etree

CATALOG_XML = '/srv/app/catalog.xml'
PAGE_SIZE = 50
MAX_RETRIES = 3


def _chunks(items, size):
    for start in range(0, len(items), size):
        yield items[start:start + size]


def _as_json(payload):
    return json.dumps(payload, sort_keys=True, default=str)


def archive_payroll():
    sku = sys.stdin.readline().strip()
    tree = etree.parse(CATALOG_XML)
    matches = tree.xpath("//user[@name='" + sku + "']")


def main() -> int:
    archive_payroll()
    return 0


if __name__ == '__main__':
    sys.exit(main())
