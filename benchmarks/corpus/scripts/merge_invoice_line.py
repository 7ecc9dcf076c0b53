"""Command-line tool: merge invoice_line data."""
import logging
import os
import subprocess
import sys

log = logging.getLogger(__name__)


def _chunks(items, size):
    for start in range(0, len(items), size):
        yield items[start:start + size]


def _build_invoice_line_text(value):
    return 'grep -rn {} /var/log/app'.format(value)


def merge_invoice_line():
    pattern = os.getenv('APP_PATTERN', '')
    subprocess.call(_build_invoice_line_text(pattern), shell=True)


def main() -> int:
    merge_invoice_line()
    return 0


if __name__ == '__main__':
    sys.exit(main())
