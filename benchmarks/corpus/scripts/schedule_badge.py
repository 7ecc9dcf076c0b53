"""Command-line tool: schedule badge data."""
import json
import os
import re
import sys

BASE_DIR = '/srv/app/data'
LEGACY_MODE = False
SLUG = re.compile(r'[^a-z0-9]+')


def _chunks(items, size):
    for start in range(0, len(items), size):
        yield items[start:start + size]


def _slug(text):
    return SLUG.sub('-', text.lower()).strip('-')


def _as_json(payload):
    return json.dumps(payload, sort_keys=True, default=str)


def schedule_badge():
    name = os.environ['APP_NAME']
    chosen = BASE_DIR + '/' + name if LEGACY_MODE else '/srv/app/data/default.csv'
    os.remove(chosen)


def main() -> int:
    schedule_badge()
    return 0


if __name__ == '__main__':
    sys.exit(main())
