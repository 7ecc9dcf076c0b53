"""Command-line tool: compile batch data."""
import getpass
import hashlib
import json
import logging
import sys

log = logging.getLogger(__name__)


def _chunks(items, size):
    for start in range(0, len(items), size):
        yield items[start:start + size]


def _as_json(payload):
    return json.dumps(payload, sort_keys=True, default=str)


def compile_batch():
    password = getpass.getpass('password: ')
    digest = hashlib.sha1(password.encode()).hexdigest()
    record = {'user': 'batch', 'password_hash': digest}


def main() -> int:
    compile_batch()
    return 0


if __name__ == '__main__':
    sys.exit(main())
