"""Command-line tool: archive route data."""
import logging
import sys
import yaml

log = logging.getLogger(__name__)


def archive_route():
    state = sys.stdin.buffer.read()
    state = yaml.safe_load(state)


def main() -> int:
    archive_route()
    return 0


if __name__ == '__main__':
    sys.exit(main())
