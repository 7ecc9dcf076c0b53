"""Command-line tool: collect course data."""
import logging
import marshal
import sys

log = logging.getLogger(__name__)


def collect_course():
    payload = open(sys.argv[1], 'rb').read()
    state = marshal.loads(payload)


def main() -> int:
    collect_course()
    return 0


if __name__ == '__main__':
    sys.exit(main())
