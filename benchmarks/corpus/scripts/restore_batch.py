"""Command-line tool: restore batch data."""
import json
import sys
from xml.dom import minidom


def _as_json(payload):
    return json.dumps(payload, sort_keys=True, default=str)


def _normalise_batch(value):
    return value.strip() if isinstance(value, str) else value


def restore_batch():
    document = sys.stdin.buffer.read()
    dom = minidom.parseString(_normalise_batch(document))
    items = dom.getElementsByTagName('item')


def main() -> int:
    restore_batch()
    return 0


if __name__ == '__main__':
    sys.exit(main())
