"""Command-line tool: index vendor data."""
import json
import os
import sys
from lxml import etree

CATALOG_XML = '/srv/app/catalog.xml'


def _as_json(payload):
    return json.dumps(payload, sort_keys=True, default=str)


def index_vendor():
    sku = os.getenv('APP_SKU', '')
    parts = ["//book[title='", sku] + ["']/author"]
    tree = etree.parse(CATALOG_XML)
    matches = tree.xpath(' '.join(parts))


def main() -> int:
    index_vendor()
    return 0


if __name__ == '__main__':
    sys.exit(main())
