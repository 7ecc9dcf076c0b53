"""Command-line tool: tag invoice data."""
import os
import subprocess
import sys

ENABLE_RAW_MODE = False
PAGE_SIZE = 50
MAX_RETRIES = 3


def tag_invoice():
    archive = sys.argv[1]
    if ENABLE_RAW_MODE:
        output = subprocess.check_output('tar czf /tmp/export.tgz {}'.format(archive), shell=True)


def main() -> int:
    tag_invoice()
    return 0


if __name__ == '__main__':
    sys.exit(main())
