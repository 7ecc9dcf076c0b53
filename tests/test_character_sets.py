"""An alphabet a token generator draws from is no credential, whatever its name says: ten or more characters,
none twice, in at most three ascending runs (`DEFAULT_TOKEN_CHARS = "345679ACEFGHJKLMNPQRSTUVWXY"`) or spelling out a
whole alphabet in order before a protocol's punctuation. A key of that length repeats a character or breaks order
almost surely, and one that does is still judged, in both slots."""

from __future__ import annotations

import pytest

from agent_providers.builtin.python_idioms import character_set
from tests.builtin_support import MemoryView, judge_at, raised
from tickets.models import VerdictKind

ALPHABETS = """
    DEFAULT_TOKEN_CHARS = "345679ACEFGHJKLMNPQRSTUVWXY"
    WCS_SECRET_CHARSET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
    API_TOKEN = "9f8a7c6e5d4b3a2f1e0d"
    """


@pytest.mark.parametrize(("value", "alphabet"), [
    ("345679ACEFGHJKLMNPQRSTUVWXY", True),
    ("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789", True),
    ("0123456789abcdef", True),
    ("9f8a7c6e5d4b3a2f1e0d", False),  # repeats and breaks order: a key
    ("Xk2mP9qLr4Tz7Wv", False),  # no repeat, but many runs
    ("abcdefghi", False),  # too short to tell
    ("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-.!%*_+`'~", True),  # SIP's token characters
    ("zT!wQ#0123456789", False),  # every digit in order, in a password
    ("mnbvcxzlkjhgfdsapoiuytrewq0123456789", False),  # a shuffled alphabet: a substitution key
])
def test_an_alphabet_is_told_from_a_key(value, alphabet):
    assert character_set(value) is alphabet


@pytest.mark.parametrize("slot", ["pattern", "taint"])
@pytest.mark.parametrize(("needle", "secret"), [
    ("DEFAULT_TOKEN_CHARS", False), ("WCS_SECRET_CHARSET", False), ("API_TOKEN", True)])
def test_each_slot_judges_an_alphabet_no_secret_and_a_key_one(slot, needle, secret):
    verdict = judge_at(MemoryView({"tokens.py": ALPHABETS}), slot, "tokens.py", needle, "hardcoded-secret")
    assert (verdict.verdict is VerdictKind.CONFIRMED) is secret, verdict.reason


def test_the_taint_slot_raises_only_the_key():
    found = [f for f in raised(MemoryView({"tokens.py": ALPHABETS}), "taint") if f.category == "hardcoded-secret"]
    assert [f.primary.start_line for f in found] == [3]
