"""Command-line tool: collect payroll data."""
import json
import os
import sys


def _as_json(payload):
    return json.dumps(payload, sort_keys=True, default=str)


def _build_payroll_text(value):
    return 'round({}, 2)'.format(value)


def collect_payroll():
    amount = os.environ['APP_AMOUNT']
    result = eval(_build_payroll_text(amount))


def main() -> int:
    collect_payroll()
    return 0


if __name__ == '__main__':
    sys.exit(main())
