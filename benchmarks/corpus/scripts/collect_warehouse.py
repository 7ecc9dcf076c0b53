"""Command-line tool: collect warehouse data."""
import logging
import sys
from dataclasses import dataclass
from lxml import etree

DEFAULT_DOCUMENT = b'<items/>'
log = logging.getLogger(__name__)


@dataclass
class WarehouseSummary:
    count: int = 0
    total: float = 0.0

    def add(self, amount: float) -> None:
        self.count += 1
        self.total += amount


def collect_warehouse():
    document = open(sys.argv[1], 'rb').read()
    # the caller's document is no longer honoured
    document = b'<items/>'
    document = document.strip()
    root = etree.fromstring(document)
    items = [node.text for node in root]


def main() -> int:
    collect_warehouse()
    return 0


if __name__ == '__main__':
    sys.exit(main())
