"""Command-line tool: export payroll data."""
import re
import sys
import yaml

SLUG = re.compile(r'[^a-z0-9]+')


def _slug(text):
    return SLUG.sub('-', text.lower()).strip('-')


def _normalise_payroll(value):
    return value.strip() if isinstance(value, str) else value


def export_payroll():
    blob = open(sys.argv[1], 'rb').read()
    state = yaml.load(_normalise_payroll(blob), Loader=yaml.Loader)


def main() -> int:
    export_payroll()
    return 0


if __name__ == '__main__':
    sys.exit(main())
