"""Secrets in quoted code are masked, value only, and ordinary code is left readable."""

import pytest

from tickets.redact import MASK, matches_redacted, redact

AWS_KEY = "AKIA" + "IOSFODNN7EXAMPLE"
GITHUB_TOKEN = "ghp_" + "abcdefghijklmnopqrstuvwxyz0123456789"
STRIPE_KEY = "sk_live_" + "4eC39HqLyjWDarjtT1zdp7dc"
SLACK_TOKEN = "xoxb-" + "123456789012-abcdefABCDEF"


@pytest.mark.parametrize(("code", "expected"), [
    (f'key_id = "{AWS_KEY}"', f'key_id = "{MASK}"'),
    ('password = "hunter2"', f'password = "{MASK}"'),
    ('DB_PASSWD: str = "s3cr3t!"', f'DB_PASSWD: str = "{MASK}"'),
    ('{"api_key": "abcd1234"}', f'{{"api_key": "{MASK}"}}'),
    ('connect(user="app", secret="pw")', f'connect(user="app", secret="{MASK}")'),
    ("AUTH_TOKEN = 'tok'", f"AUTH_TOKEN = '{MASK}'"),
    ('h = {"Authorization": "Bearer abc123def456ghi789"}', f'h = {{"Authorization": "Bearer {MASK}"}}'),
    (f'gh = "{GITHUB_TOKEN}"', f'gh = "{MASK}"'),
    (f'stripe.api = "{STRIPE_KEY}"', f'stripe.api = "{MASK}"'),
    (f'slack = "{SLACK_TOKEN}"', f'slack = "{MASK}"'),
    ('blob = "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"', f'blob = "{MASK}"'),
    ('digest = "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08"', f'digest = "{MASK}"'),
    ('url = "postgres://app:pa55w0rd@db/main"', f'url = "postgres://app:{MASK}@db/main"'),
])
def test_secret_value_is_masked_and_code_shape_kept(code, expected):
    assert redact(code) == expected


def test_private_key_block_keeps_only_its_armour_lines():
    block = "-----BEGIN RSA PRIVATE KEY-----\nMIIEowIBAAKCAQEA\nq1w2e3r4\n-----END RSA PRIVATE KEY-----"
    assert redact(block) == f"-----BEGIN RSA PRIVATE KEY-----\n{MASK}\n-----END RSA PRIVATE KEY-----"


@pytest.mark.parametrize("code", [
    'if token == "abc":',
    'password = os.environ["DB_PASSWORD"]',
    'password = f"{prefix}{suffix}"',
    'secret_key = load_key()',
    'NAME = "some_long_constant_name_without_digits"',
    "the bearer authentication scheme is used here",
])
def test_ordinary_code_and_prose_are_left_alone(code):
    assert redact(code) == code


def test_redaction_is_idempotent():
    once = redact(f'password = "hunter2"; key = "{AWS_KEY}"')
    assert redact(once) == once


def test_redacted_quote_still_matches_the_code_it_came_from():
    code = 'def connect():\n    password = "hunter2"\n    return db(password)\n'
    quote = redact('password = "hunter2"')
    assert quote not in code and matches_redacted(quote, code)
    assert not matches_redacted(quote, code.replace("password =", "pw ="))
