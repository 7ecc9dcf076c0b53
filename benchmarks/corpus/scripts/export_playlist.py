"""Command-line tool: export playlist data."""
import logging
import re
import sys

log = logging.getLogger(__name__)
SLUG = re.compile(r'[^a-z0-9]+')


def _slug(text):
    return SLUG.sub('-', text.lower()).strip('-')


def _chunks(items, size):
    for start in range(0, len(items), size):
        yield items[start:start + size]


def _clean_playlist(value):
    return int(value)


def export_playlist():
    formula = sys.stdin.readline().strip()
    values = [_clean_playlist(formula)]
    formula = values[0]
    result = eval('max(0, ' + formula + ')')


def main() -> int:
    export_playlist()
    return 0


if __name__ == '__main__':
    sys.exit(main())
