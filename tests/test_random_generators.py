"""A `random.Random()` generator object is the same Mersenne Twister as the module's functions: what its methods return
is judged by what it is for, as `random.choice(...)` is. A token drawn from one is confirmed weak; a jitter is not."""

from __future__ import annotations

import pytest

from tests.builtin_support import MemoryView, judge_at
from tickets.models import VerdictKind

HELPERS = """
    import random
    import string


    def reset_token():
        rng = random.Random()
        return "".join(rng.choice(string.ascii_letters + string.digits) for _ in range(24))


    def retry_delay(attempt):
        rng = random.Random()
        jitter = rng.uniform(0.5, 1.5)
        return attempt * jitter
    """


def _verdict(needle: str) -> VerdictKind:
    return judge_at(MemoryView({"helpers.py": HELPERS}), "taint", "helpers.py", needle, "weak-random").verdict


def test_a_generators_token_is_a_weak_random_token() -> None:
    assert _verdict("rng.choice") is VerdictKind.CONFIRMED


def test_a_generators_jitter_is_no_secret() -> None:
    assert _verdict("rng.uniform") is VerdictKind.REFUTED


BOUNDARIES = """
    import random


    def choose_boundary():
        nonce = "".join(str(random.randint(0, 9)) for _ in range(20))
        return "-" * 27 + nonce


    def retry_jitter():
        jitter_nonce = random.randrange(1000)
        return jitter_nonce


    def reset_token():
        token = str(retry_jitter())
        return token
    """


def test_a_value_a_function_returns_is_what_the_functions_name_says():
    """choose_boundary's own `nonce` is its word for a multipart boundary, which protects nothing."""
    verdict = judge_at(MemoryView({"mime.py": BOUNDARIES}), "taint", "mime.py", "random.randint", "weak-random")
    assert verdict.verdict is VerdictKind.REFUTED, verdict.reason


def test_a_caller_using_the_returned_value_as_a_secret_still_counts():
    """retry_jitter names its value a jitter; reset_token, outside it, makes a token of it."""
    verdict = judge_at(MemoryView({"mime.py": BOUNDARIES}), "taint", "mime.py", "random.randrange", "weak-random")
    assert verdict.verdict is VerdictKind.CONFIRMED, verdict.reason


GIFT_CARDS = """
    import random
    import string


    def new_gift_card():
        code = "".join(random.choice(string.ascii_uppercase) for _ in range(12))
        return code
    """


def test_a_weaker_word_in_the_functions_name_does_not_overrule_a_secret_inside():
    """A gift card's code has a price: "card" names a playing card too, and is no timing, ordering or boundary."""
    verdict = judge_at(MemoryView({"cards.py": GIFT_CARDS}), "taint", "cards.py", "random.choice", "weak-random")
    assert verdict.verdict is VerdictKind.CONFIRMED, verdict.reason


QUOTES = """
    import random

    QUOTES = [("Have fun!", "the team")]


    def banner_line():
        quote, author = random.choice(QUOTES)
        return quote

    def login_pin():
        auth_pin = random.randint(1000, 9999)
        return auth_pin
    """


@pytest.mark.parametrize("needle, expected", [
    ("random.choice(QUOTES)", VerdictKind.REFUTED),  # an author is no auth
    ("random.randint(1000, 9999)", VerdictKind.CONFIRMED),
])
def test_an_author_is_no_authentication(needle, expected):
    verdict = judge_at(MemoryView({"banner.py": QUOTES}), "taint", "banner.py", needle, "weak-random")
    assert verdict.verdict is expected, verdict.reason


SALTS = """
    import random
    import string

    SALT_CHARS = string.ascii_letters + string.digits


    def salt(length=8):
        return "".join(random.choice(SALT_CHARS) for _ in range(length))


    def reset_token():
        return "".join(random.choice(SALT_CHARS) for _ in range(32))
    """


@pytest.mark.parametrize("needle, expected", [
    ("for _ in range(length)", VerdictKind.REFUTED),  # a salt is stored in clear beside its hash: unique, not secret
    ("for _ in range(32)", VerdictKind.CONFIRMED),  # a reset token must not be guessed
])
def test_a_salt_need_not_be_unpredictable(needle, expected):
    verdict = judge_at(MemoryView({"htpasswd.py": SALTS}), "taint", "htpasswd.py", needle, "weak-random")
    assert verdict.verdict is expected, verdict.reason
