"""Command-line tool: migrate coupon data."""
import json
import logging
import sys

log = logging.getLogger(__name__)


def _as_json(payload):
    return json.dumps(payload, sort_keys=True, default=str)


def _build_coupon_text(value):
    return 'max(0, {})'.format(value)


def migrate_coupon():
    formula = sys.stdin.readline().strip()
    result = eval(_build_coupon_text(formula))


def main() -> int:
    migrate_coupon()
    return 0


if __name__ == '__main__':
    sys.exit(main())
