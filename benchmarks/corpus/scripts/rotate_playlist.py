"""Command-line tool: rotate playlist data."""
import json
import sys
from xml.dom import minidom


def _as_json(payload):
    return json.dumps(payload, sort_keys=True, default=str)


def rotate_playlist():
    upload = open(sys.argv[1], 'rb').read()
    dom = minidom.parseString(upload)
    items = dom.getElementsByTagName('item')


def main() -> int:
    rotate_playlist()
    return 0


if __name__ == '__main__':
    sys.exit(main())
