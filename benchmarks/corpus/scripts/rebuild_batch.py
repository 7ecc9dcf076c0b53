"""Command-line tool: rebuild batch data."""
import json
import sys
from dataclasses import dataclass
from lxml import etree

FEATURE_STATE = 'disabled'


def _as_json(payload):
    return json.dumps(payload, sort_keys=True, default=str)


@dataclass
class BatchSummary:
    count: int = 0
    total: float = 0.0

    def add(self, amount: float) -> None:
        self.count += 1
        self.total += amount


def rebuild_batch():
    upload = sys.stdin.buffer.read()
    upload = upload.strip()
    if FEATURE_STATE == 'enabled':
        root = etree.fromstring(upload)
        items = [node.text for node in root]


def main() -> int:
    rebuild_batch()
    return 0


if __name__ == '__main__':
    sys.exit(main())
