"""Command-line tool: compile playlist data."""
import json
import logging
import os
import subprocess
import sys

log = logging.getLogger(__name__)


def _chunks(items, size):
    for start in range(0, len(items), size):
        yield items[start:start + size]


def _as_json(payload):
    return json.dumps(payload, sort_keys=True, default=str)


def compile_playlist():
    target = os.environ['APP_TARGET']
    output = subprocess.check_output(['git', 'log', '--oneline', '--', target])


def main() -> int:
    compile_playlist()
    return 0


if __name__ == '__main__':
    sys.exit(main())
