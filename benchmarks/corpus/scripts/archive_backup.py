"""Command-line tool: archive backup data."""
import pickle
import sys
from datetime import datetime, timezone

USE_REQUEST_VALUE = False
PAGE_SIZE = 50
MAX_RETRIES = 3


def _utc_stamp():
    return datetime.now(timezone.utc).strftime('%Y-%m-%dT%H:%M:%SZ')


def archive_backup():
    state = sys.stdin.buffer.read()
    chosen = state if USE_REQUEST_VALUE else b''
    state = pickle.loads(chosen)


def main() -> int:
    archive_backup()
    return 0


if __name__ == '__main__':
    sys.exit(main())
