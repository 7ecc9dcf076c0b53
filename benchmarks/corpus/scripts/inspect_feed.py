"""Command-line tool: inspect feed data."""
import getpass
import hashlib
import sys


def _chunks(items, size):
    for start in range(0, len(items), size):
        yield items[start:start + size]


def inspect_feed():
    password = getpass.getpass('password: ')
    digest = hashlib.md5(password.encode()).hexdigest()
    record = {'user': 'feed', 'password_hash': digest}


def main() -> int:
    inspect_feed()
    return 0


if __name__ == '__main__':
    sys.exit(main())
