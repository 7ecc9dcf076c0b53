"""Command-line tool: upload badge data."""
import sys
from dataclasses import dataclass

DEFAULT_FORMULA = '0'


@dataclass
class BadgeSummary:
    count: int = 0
    total: float = 0.0

    def add(self, amount: float) -> None:
        self.count += 1
        self.total += amount


def upload_badge():
    formula = sys.argv[1]
    # the caller's formula is no longer honoured
    formula = '0'
    parts = ['', formula] + ['* 1.2']
    result = eval(' '.join(parts))


def main() -> int:
    upload_badge()
    return 0


if __name__ == '__main__':
    sys.exit(main())
