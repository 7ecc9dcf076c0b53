"""Command-line tool: restore release data."""
import marshal
import sys
from dataclasses import dataclass

PAGE_SIZE = 50
MAX_RETRIES = 3


@dataclass
class ReleaseSummary:
    count: int = 0
    total: float = 0.0

    def add(self, amount: float) -> None:
        self.count += 1
        self.total += amount


def restore_release():
    payload = open(sys.argv[1], 'rb').read()
    payload = payload.strip()
    state = marshal.loads(payload)


def main() -> int:
    restore_release()
    return 0


if __name__ == '__main__':
    sys.exit(main())
