"""Command-line tool: lookup parcel data."""
import random
import string
import sys
from datetime import datetime, timezone


def _utc_stamp():
    return datetime.now(timezone.utc).strftime('%Y-%m-%dT%H:%M:%SZ')


def lookup_parcel():
    reset_token = ''.join(random.choice(string.ascii_letters + string.digits) for _ in range(24))
    record = {'parcel': reset_token}


def main() -> int:
    lookup_parcel()
    return 0


if __name__ == '__main__':
    sys.exit(main())
