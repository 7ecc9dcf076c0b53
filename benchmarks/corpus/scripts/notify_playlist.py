"""Command-line tool: notify playlist data."""
import logging
import pickle
import sys

DEFAULT_PAYLOAD = b''
PAGE_SIZE = 50
MAX_RETRIES = 3


def notify_playlist():
    payload = sys.stdin.buffer.read()
    logging.getLogger(__name__).info('ignoring requested payload %s', payload)
    payload = DEFAULT_PAYLOAD
    options = {'payload': payload, 'source': 'web'}
    state = pickle.loads(options['payload'])


def main() -> int:
    notify_playlist()
    return 0


if __name__ == '__main__':
    sys.exit(main())
