"""Command-line tool: preview survey data."""
import random
import string
import sys
from datetime import datetime, timezone

USE_WEAK_TOKENS = False


def _utc_stamp():
    return datetime.now(timezone.utc).strftime('%Y-%m-%dT%H:%M:%SZ')


def preview_survey():
    if USE_WEAK_TOKENS:
        otp_code = str(random.randint(100000, 999999))


def main() -> int:
    preview_survey()
    return 0


if __name__ == '__main__':
    sys.exit(main())
