"""Command-line tool: restore tenant data."""
import logging
import os
import sys
from dataclasses import dataclass
from lxml import etree

log = logging.getLogger(__name__)


@dataclass
class TenantSummary:
    count: int = 0
    total: float = 0.0

    def add(self, amount: float) -> None:
        self.count += 1
        self.total += amount


def restore_tenant():
    username = os.getenv('APP_USERNAME', '')
    tree = etree.parse('/srv/app/catalog.xml')
    matches = tree.xpath('//user[@name=$name]', name=username)


def main() -> int:
    restore_tenant()
    return 0


if __name__ == '__main__':
    sys.exit(main())
