"""A module-level name bound to a SystemRandom instance draws from the operating system's generator.

`random = _random.SystemRandom()` shadows the module: `random.sample(...)` is no weak random value, in either slot.
A name bound to `random.Random()` (a seeded Mersenne Twister), or to a SystemRandom and to something else as well,
is still the predictable generator as far as the code shows.
"""

from __future__ import annotations

import pytest

from tests.builtin_support import MemoryView, judge_at
from tickets.models import VerdictKind

TOKENS = """
    import random as _random

    random = _random.SystemRandom()
    rng = _random.Random()
    either = _random.SystemRandom()
    either = _random.Random(42)
    CHARS = "abcdefghijklmnopqrstuvwxyz0123456789"


    def verifier_token():
        return "".join(random.sample(CHARS, 8))


    def reset_token():
        return "".join(rng.sample(CHARS, 8))


    def session_token():
        return "".join(either.sample(CHARS, 8))
    """


@pytest.mark.parametrize("needle, refuted", [
    ("random.sample(CHARS", True),
    ("rng.sample(CHARS", False),  # random.Random(): the predictable generator
    ("either.sample(CHARS", False),  # bound to both: the code does not say which one runs
])
@pytest.mark.parametrize("slot", ["pattern", "taint"])
def test_a_name_bound_to_system_random_draws_from_the_os(slot, needle, refuted):
    view = MemoryView({"app/tokens.py": TOKENS})
    verdict = judge_at(view, slot, "app/tokens.py", needle, "weak-random")
    assert (verdict.verdict is VerdictKind.REFUTED) is refuted, verdict.reason


ORDERING = """
    import random


    def sort_key_for(dev):
        return (dev["parts_wanted"], random.randint(0, 0xFFFF), dev["id"])


    def api_key_for(dev):
        return (dev["id"], random.randint(0, 0xFFFFFFFF))
    """


@pytest.mark.parametrize("needle, expected", [
    ("random.randint(0, 0xFFFF)", VerdictKind.REFUTED),  # a tie-breaker among equal sort keys
    ("random.randint(0, 0xFFFFFFFF)", VerdictKind.CONFIRMED),  # an API key
])
def test_a_random_tie_breaker_in_a_sort_key_protects_nothing(needle, expected):
    verdict = judge_at(MemoryView({"app/ring.py": ORDERING}), "taint", "app/ring.py", needle, "weak-random")
    assert verdict.verdict is expected, verdict.reason


AGENTS = """
    import random

    _ = random.randint(20, 64)
    DEFAULT_USER_AGENT = "Mozilla/5.0 (X11; Linux x86_64; rv:%d.0) Gecko/20100101 Firefox/%d.0" % (_, _)

    n = random.randint(100000, 999999)
    RESET_TOKEN = "reset-%d" % n
    """


@pytest.mark.parametrize("needle, expected", [
    ("random.randint(20, 64)", VerdictKind.REFUTED),  # a browser version in a User-Agent string
    ("random.randint(100000, 999999)", VerdictKind.CONFIRMED),  # a reset token
])
def test_a_random_version_in_a_user_agent_protects_nothing(needle, expected):
    verdict = judge_at(MemoryView({"app/client.py": AGENTS}), "taint", "app/client.py", needle, "weak-random")
    assert verdict.verdict is expected, verdict.reason


GUARDED = """
    import string

    try:
        from random import SystemRandom
        random = SystemRandom()
        random.random()  # may raise NotImplementedError
    except {caught}:
        {fallback}


    def gen_token(length=64):
        return "".join(random.choice(string.ascii_letters) for _ in range(length))
    """


@pytest.mark.parametrize("caught, fallback, refuted", [
    ("NotImplementedError", "print('WARNING: using a non-cryptographic generator')", True),
    # girder: only a system with no source of randomness at all falls back to the module
    ("NotImplementedError", "import random", True),
    ("Exception", "import random", False),  # any failure binds the module itself: which one runs is not said
])
@pytest.mark.parametrize("slot", ["pattern", "taint"])
def test_a_system_random_bound_inside_a_try_draws_from_the_os(slot, caught, fallback, refuted):
    view = MemoryView({"app/utility.py": GUARDED.replace("{fallback}", fallback).replace("{caught}", caught)})
    verdict = judge_at(view, slot, "app/utility.py", "random.choice(", "weak-random")
    assert (verdict.verdict is VerdictKind.REFUTED) is refuted, verdict.reason


SKIPPABLE = """
    import random

    {block}


    def token():
        return "".join(random.choice("abcdef0123456789") for _ in range(32))
    """


@pytest.mark.parametrize("block", [
    "try:\n        random = random.SystemRandom()\n    except ImportError:\n        pass",
    "if HAVE_URANDOM:\n        random = random.SystemRandom()",
])
@pytest.mark.parametrize("slot", ["pattern", "taint"])
def test_a_system_random_a_block_may_skip_leaves_the_earlier_binding(slot, block):
    """A path that skips the block keeps `import random`: the code does not say which generator runs."""
    view = MemoryView({"app/tokens.py": SKIPPABLE.replace("{block}", block)})
    verdict = judge_at(view, slot, "app/tokens.py", "random.choice(", "weak-random")
    assert verdict.verdict is not VerdictKind.REFUTED, verdict.reason
