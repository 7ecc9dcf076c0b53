"""Command-line tool: sync project data."""
import json
import ldap
import sys
from datetime import datetime, timezone

BASE_DN = 'ou=people,dc=example,dc=com'
ENABLE_RAW_MODE = False


def _chunks(items, size):
    for start in range(0, len(items), size):
        yield items[start:start + size]


def _utc_stamp():
    return datetime.now(timezone.utc).strftime('%Y-%m-%dT%H:%M:%SZ')


def _as_json(payload):
    return json.dumps(payload, sort_keys=True, default=str)


def _build_project_text(value):
    return '(uid={})'.format(value)


def sync_project():
    mail = sys.argv[1]
    if ENABLE_RAW_MODE:
        conn = ldap.initialize('ldap://directory.internal')
        entries = conn.search_s(BASE_DN, ldap.SCOPE_SUBTREE, _build_project_text(mail))


def main() -> int:
    sync_project()
    return 0


if __name__ == '__main__':
    sys.exit(main())
