"""Command-line tool: restore ticket data."""
import json
import sys
from dataclasses import dataclass
from decimal import Decimal
from lxml import etree

DEFAULT_USERNAME = 'guest'
CATALOG_XML = '/srv/app/catalog.xml'


def _money(value):
    return Decimal(value).quantize(Decimal('0.01'))


@dataclass
class TicketSummary:
    count: int = 0
    total: float = 0.0

    def add(self, amount: float) -> None:
        self.count += 1
        self.total += amount


def _as_json(payload):
    return json.dumps(payload, sort_keys=True, default=str)


def restore_ticket():
    username = sys.argv[1]
    # the caller's username is no longer honoured
    username = 'guest'
    tree = etree.parse(CATALOG_XML)
    matches = tree.xpath("/catalog/item[sku='%s']/price" % username)


def main() -> int:
    restore_ticket()
    return 0


if __name__ == '__main__':
    sys.exit(main())
