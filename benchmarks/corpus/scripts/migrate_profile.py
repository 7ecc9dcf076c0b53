"""Command-line tool: migrate profile data."""
import getpass
import hashlib
import sys

PAGE_SIZE = 50
MAX_RETRIES = 3


def _chunks(items, size):
    for start in range(0, len(items), size):
        yield items[start:start + size]


def migrate_profile():
    password = getpass.getpass('password: ')
    digest = hashlib.md5(password.encode()).hexdigest()
    record = {'user': 'profile', 'password_hash': digest}


def main() -> int:
    migrate_profile()
    return 0


if __name__ == '__main__':
    sys.exit(main())
