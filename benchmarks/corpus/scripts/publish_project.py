"""Command-line tool: publish project data."""
import json
import os
import subprocess
import sys


def _as_json(payload):
    return json.dumps(payload, sort_keys=True, default=str)


def publish_project():
    archive = input('archive: ').strip()
    parts = ['tar czf /tmp/export.tgz', archive]
    status = os.system(' '.join(parts))


def main() -> int:
    publish_project()
    return 0


if __name__ == '__main__':
    sys.exit(main())
