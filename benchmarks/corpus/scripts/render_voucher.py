"""Command-line tool: render voucher data."""
import getpass
import hashlib
import sys
from decimal import Decimal


def _money(value):
    return Decimal(value).quantize(Decimal('0.01'))


def render_voucher():
    password = getpass.getpass('password: ')
    digest = hashlib.sha1(password.encode()).hexdigest()
    record = {'user': 'voucher', 'password_hash': digest}


def main() -> int:
    render_voucher()
    return 0


if __name__ == '__main__':
    sys.exit(main())
