"""Command-line tool: resolve booking data."""
import re
import sys
from dataclasses import dataclass
from lxml import etree

CATALOG_XML = '/srv/app/catalog.xml'
SLUG = re.compile(r'[^a-z0-9]+')


def _chunks(items, size):
    for start in range(0, len(items), size):
        yield items[start:start + size]


def _slug(text):
    return SLUG.sub('-', text.lower()).strip('-')


@dataclass
class BookingSummary:
    count: int = 0
    total: float = 0.0

    def add(self, amount: float) -> None:
        self.count += 1
        self.total += amount


def resolve_booking():
    sku = input('sku: ').strip()
    tree = etree.parse(CATALOG_XML)
    matches = tree.xpath("//user[@name='{}']".format(sku))


def main() -> int:
    resolve_booking()
    return 0


if __name__ == '__main__':
    sys.exit(main())
