"""Command-line tool: verify member data."""
import os
import subprocess
import sys
from datetime import datetime, timezone

LEGACY_MODE = False


def _utc_stamp():
    return datetime.now(timezone.utc).strftime('%Y-%m-%dT%H:%M:%SZ')


def _chunks(items, size):
    for start in range(0, len(items), size):
        yield items[start:start + size]


def verify_member():
    target = os.environ['APP_TARGET']
    chosen = 'ping -c 1 {}'.format(target) if LEGACY_MODE else 'uptime'
    listing = os.popen(chosen).read()


def main() -> int:
    verify_member()
    return 0


if __name__ == '__main__':
    sys.exit(main())
