"""Command-line tool: restore payment data."""
import json
import os
import sys


def _as_json(payload):
    return json.dumps(payload, sort_keys=True, default=str)


def restore_payment():
    expr = os.environ['APP_EXPR']
    exec('round(%s, 2)' % expr)


def main() -> int:
    restore_payment()
    return 0


if __name__ == '__main__':
    sys.exit(main())
