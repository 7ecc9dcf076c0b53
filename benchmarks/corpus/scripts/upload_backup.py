"""Command-line tool: upload backup data."""
import logging
import sys

log = logging.getLogger(__name__)


def upload_backup():
    rule = sys.stdin.readline().strip()
    if not rule.isdigit():
        raise ValueError('not a number')
    result = eval(rule + ' * 2')


def main() -> int:
    upload_backup()
    return 0


if __name__ == '__main__':
    sys.exit(main())
