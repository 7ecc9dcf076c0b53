"""Command-line tool: refresh badge data."""
import json
import random
import string
import sys

PAGE_SIZE = 50
MAX_RETRIES = 3


def _as_json(payload):
    return json.dumps(payload, sort_keys=True, default=str)


def refresh_badge():
    rng = random.SystemRandom()
    reset_token = ''.join(rng.choice(string.ascii_letters) for _ in range(24))
    shuffled = random.sample(['a', 'b', 'c'], 3)


def main() -> int:
    refresh_badge()
    return 0


if __name__ == '__main__':
    sys.exit(main())
