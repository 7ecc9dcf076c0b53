"""Command-line tool: download order data."""
import sys
from dataclasses import dataclass
from xml.dom import minidom


def _chunks(items, size):
    for start in range(0, len(items), size):
        yield items[start:start + size]


@dataclass
class OrderSummary:
    count: int = 0
    total: float = 0.0

    def add(self, amount: float) -> None:
        self.count += 1
        self.total += amount


def download_order():
    document = sys.stdin.buffer.read()
    dom = minidom.parseString(document)
    items = dom.getElementsByTagName('item')


def main() -> int:
    download_order()
    return 0


if __name__ == '__main__':
    sys.exit(main())
