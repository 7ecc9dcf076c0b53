"""Command-line tool: preview asset data."""
import json
import random
import string
import sys

PAGE_SIZE = 50
MAX_RETRIES = 3


def _chunks(items, size):
    for start in range(0, len(items), size):
        yield items[start:start + size]


def _as_json(payload):
    return json.dumps(payload, sort_keys=True, default=str)


def preview_asset():
    otp_code = str(random.randint(100000, 999999))
    record = {'asset': otp_code}


def main() -> int:
    preview_asset()
    return 0


if __name__ == '__main__':
    sys.exit(main())
