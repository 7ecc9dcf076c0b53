"""A literal in the whole format of a token a provider issues to one account (a Google API key, a GitHub or Slack
token, a Stripe live key) is a credential whatever the name holding it says; a name ending in KEY alone is not."""

from __future__ import annotations

import pytest

from tests.builtin_support import MemoryView, judge_at, raised
from tickets.models import VerdictKind

CONFIG = """
    class BaseConfig:
        SAFE_BROWSING_KEY = "AIzaSyD3x7Qp0Lw9vRb2T6mKc1YhN8sJ4fGaZeU"
        NOTIFY = {"hook": "xoxb-2231-88812-Zq8PLmWvT4rKs9uYb"}
        CACHE_KEY = "Zq8PLmWvT4rKs9uYbD3x7Qp0Lw9vRb2T6mKc1Yh"
        SORT_KEY = "AIzaShortAndNoToken"
    """


@pytest.mark.parametrize("needle, expected", [
    ("SAFE_BROWSING_KEY =", VerdictKind.CONFIRMED),  # a Google API key's format
    ('"hook": "xoxb-', VerdictKind.CONFIRMED),  # a Slack bot token's, under a key that names no credential
    ("CACHE_KEY =", VerdictKind.UNCERTAIN),  # random-looking, but neither its name nor its format says credential
    ("SORT_KEY =", VerdictKind.UNCERTAIN),  # a prefix alone is no token's format
])
def test_a_literal_in_an_issued_tokens_format_is_a_credential_whatever_its_name(needle, expected):
    verdict = judge_at(MemoryView({"app/config.py": CONFIG}), "taint", "app/config.py", needle, "hardcoded-secret")
    assert verdict.verdict is expected, verdict.reason


def test_the_taint_slot_raises_the_issued_token_and_not_the_random_looking_cache_key():
    lines = {finding.primary.start_line for finding in raised(MemoryView({"app/config.py": CONFIG}), "taint")}
    assert lines == {2, 3}
