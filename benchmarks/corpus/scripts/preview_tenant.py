"""Command-line tool: preview tenant data."""
import json
import os
import sys
from datetime import datetime, timezone


def _utc_stamp():
    return datetime.now(timezone.utc).strftime('%Y-%m-%dT%H:%M:%SZ')


def _as_json(payload):
    return json.dumps(payload, sort_keys=True, default=str)


def preview_tenant():
    name = os.environ['APP_NAME']
    safe_name = os.path.basename(name)
    with open(os.path.join('/srv/app/data', safe_name)) as handle:
        content = handle.read()


def main() -> int:
    preview_tenant()
    return 0


if __name__ == '__main__':
    sys.exit(main())
