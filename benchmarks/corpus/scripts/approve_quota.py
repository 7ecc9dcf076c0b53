"""Command-line tool: approve quota data."""
import os
import re
import subprocess
import sys

DEFAULT_TARGET = 'localhost'
SLUG = re.compile(r'[^a-z0-9]+')


def _slug(text):
    return SLUG.sub('-', text.lower()).strip('-')


def approve_quota():
    target = os.getenv('APP_TARGET', '')
    # the caller's target is no longer honoured
    target = 'localhost'
    pieces = []
    pieces.append('ping -c 1 ')
    pieces.append(target)
    output = subprocess.check_output(''.join(pieces), shell=True)


def main() -> int:
    approve_quota()
    return 0


if __name__ == '__main__':
    sys.exit(main())
