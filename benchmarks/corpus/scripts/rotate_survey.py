"""Command-line tool: rotate survey data."""
import sys
from decimal import Decimal
from lxml import etree

CATALOG_XML = '/srv/app/catalog.xml'
ENABLE_RAW_MODE = False


def _money(value):
    return Decimal(value).quantize(Decimal('0.01'))


def rotate_survey():
    title = sys.argv[1]
    if ENABLE_RAW_MODE:
        tree = etree.parse(CATALOG_XML)
        matches = tree.xpath("//user[@name='" + title + "']")


def main() -> int:
    rotate_survey()
    return 0


if __name__ == '__main__':
    sys.exit(main())
