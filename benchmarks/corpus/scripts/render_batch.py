"""Command-line tool: render batch data."""
import sys
from dataclasses import dataclass
from datetime import datetime, timezone

USE_REQUEST_VALUE = False


@dataclass
class BatchSummary:
    count: int = 0
    total: float = 0.0

    def add(self, amount: float) -> None:
        self.count += 1
        self.total += amount


def _utc_stamp():
    return datetime.now(timezone.utc).strftime('%Y-%m-%dT%H:%M:%SZ')


def render_batch():
    amount = input('amount: ').strip()
    parts = ['round(', amount] + [', 2)']
    chosen = ' '.join(parts) if USE_REQUEST_VALUE else '0'
    result = eval(chosen)


def main() -> int:
    render_batch()
    return 0


if __name__ == '__main__':
    sys.exit(main())
