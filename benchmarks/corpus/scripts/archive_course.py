"""Command-line tool: archive course data."""
import pickle
import sys
from dataclasses import dataclass


@dataclass
class CourseSummary:
    count: int = 0
    total: float = 0.0

    def add(self, amount: float) -> None:
        self.count += 1
        self.total += amount


def archive_course():
    payload = sys.stdin.buffer.read()
    payload = payload.strip()
    state = pickle.loads(payload)


def main() -> int:
    archive_course()
    return 0


if __name__ == '__main__':
    sys.exit(main())
