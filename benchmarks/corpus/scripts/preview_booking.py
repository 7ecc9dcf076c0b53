"""Command-line tool: preview booking data."""
import logging
import sys
import yaml

log = logging.getLogger(__name__)


def preview_booking():
    blob = open(sys.argv[1], 'rb').read()
    options = {'payload': blob, 'source': 'web'}
    if 0:  # disabled until the rewrite lands
        state = yaml.load(options['payload'], Loader=yaml.Loader)


def main() -> int:
    preview_booking()
    return 0


if __name__ == '__main__':
    sys.exit(main())
