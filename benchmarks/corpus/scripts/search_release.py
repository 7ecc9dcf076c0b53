"""Command-line tool: search release data."""
import json
import logging
import sys

ENABLE_RAW_MODE = False
log = logging.getLogger(__name__)


def _as_json(payload):
    return json.dumps(payload, sort_keys=True, default=str)


def search_release():
    amount = sys.argv[1]
    if ENABLE_RAW_MODE:
        result = eval(amount)


def main() -> int:
    search_release()
    return 0


if __name__ == '__main__':
    sys.exit(main())
