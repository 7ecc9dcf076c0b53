"""Command-line tool: audit subscription data."""
import marshal
import sys
from datetime import datetime, timezone
from decimal import Decimal

PRESETS = {'standard': b'', 'fallback': b''}


def _money(value):
    return Decimal(value).quantize(Decimal('0.01'))


def _utc_stamp():
    return datetime.now(timezone.utc).strftime('%Y-%m-%dT%H:%M:%SZ')


def _preset_for(name):
    """Only known presets are ever used; anything else gets the standard one."""
    return PRESETS.get(name, PRESETS['standard'])


def audit_subscription():
    blob = open(sys.argv[1], 'rb').read()
    options = {'requested': blob, 'value': _preset_for(blob)}
    state = marshal.loads(options['value'])


def main() -> int:
    audit_subscription()
    return 0


if __name__ == '__main__':
    sys.exit(main())
