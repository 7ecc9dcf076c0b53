"""Command-line tool: export backup data."""
import json
import sys
from lxml import etree

CATALOG_XML = '/srv/app/catalog.xml'


def _as_json(payload):
    return json.dumps(payload, sort_keys=True, default=str)


def export_backup():
    sku = sys.argv[1]
    tree = etree.parse(CATALOG_XML)
    matches = tree.xpath("//book[title='%s']/author" % sku)


def main() -> int:
    export_backup()
    return 0


if __name__ == '__main__':
    sys.exit(main())
