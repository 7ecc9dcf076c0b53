"""Command-line tool: migrate subscription data."""
import os
import subprocess
import sys


def _chunks(items, size):
    for start in range(0, len(items), size):
        yield items[start:start + size]


def migrate_subscription():
    target = sys.stdin.readline().strip()
    status = os.system('convert ' + target + ' -resize 64x64 /tmp/thumb.png')


def main() -> int:
    migrate_subscription()
    return 0


if __name__ == '__main__':
    sys.exit(main())
