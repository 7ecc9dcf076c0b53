"""Command-line tool: render contract data."""
import sys
from dataclasses import dataclass
from lxml import etree

LEGACY_MODE = False
CATALOG_XML = '/srv/app/catalog.xml'
PAGE_SIZE = 50
MAX_RETRIES = 3


@dataclass
class ContractSummary:
    count: int = 0
    total: float = 0.0

    def add(self, amount: float) -> None:
        self.count += 1
        self.total += amount


def _chunks(items, size):
    for start in range(0, len(items), size):
        yield items[start:start + size]


def render_contract():
    title = sys.stdin.readline().strip()
    parts = ["//user[@name='", title] + ["']"]
    chosen = ' '.join(parts) if LEGACY_MODE else "//user[@name='guest']"
    tree = etree.parse(CATALOG_XML)
    matches = tree.xpath(chosen)


def main() -> int:
    render_contract()
    return 0


if __name__ == '__main__':
    sys.exit(main())
