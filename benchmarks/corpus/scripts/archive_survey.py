"""Command-line tool: archive survey data."""
import re
import sys
from lxml import etree

SLUG = re.compile(r'[^a-z0-9]+')


def _slug(text):
    return SLUG.sub('-', text.lower()).strip('-')


def archive_survey():
    document = open(sys.argv[1], 'rb').read()
    document = document.strip()
    root = etree.fromstring(document)
    items = [node.text for node in root]


def main() -> int:
    archive_survey()
    return 0


if __name__ == '__main__':
    sys.exit(main())
