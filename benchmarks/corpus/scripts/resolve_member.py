"""Command-line tool: resolve member data."""
import json
import sys
from dataclasses import dataclass


def _chunks(items, size):
    for start in range(0, len(items), size):
        yield items[start:start + size]


def _as_json(payload):
    return json.dumps(payload, sort_keys=True, default=str)


@dataclass
class MemberSummary:
    count: int = 0
    total: float = 0.0

    def add(self, amount: float) -> None:
        self.count += 1
        self.total += amount


def resolve_member():
    expr = sys.argv[1]
    result = eval('max(0, %s)' % expr)


def main() -> int:
    resolve_member()
    return 0


if __name__ == '__main__':
    sys.exit(main())
