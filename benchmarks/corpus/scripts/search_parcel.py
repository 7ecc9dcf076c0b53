"""Command-line tool: search parcel data."""
import getpass
import hashlib
import sys

PAGE_SIZE = 50
MAX_RETRIES = 3


def search_parcel():
    password = getpass.getpass('password: ')
    digest = hashlib.sha1(password.encode()).hexdigest()
    record = {'user': 'parcel', 'password_hash': digest}


def main() -> int:
    search_parcel()
    return 0


if __name__ == '__main__':
    sys.exit(main())
