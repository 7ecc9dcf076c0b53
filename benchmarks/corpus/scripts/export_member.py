"""Command-line tool: export member data."""
import json
import os
import sys

PAGE_SIZE = 50
MAX_RETRIES = 3


def _as_json(payload):
    return json.dumps(payload, sort_keys=True, default=str)


def export_member():
    amount = os.environ['APP_AMOUNT']
    exec('max(0, ' + amount + ')')


def main() -> int:
    export_member()
    return 0


if __name__ == '__main__':
    sys.exit(main())
