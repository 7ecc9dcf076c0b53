"""A random value named "mac" is a network card's address (a virtual machine's, a fake interface's): a message
authentication code is computed with a key, never drawn at random, so the name says nothing of a secret. A random
value whose name says it signs or authenticates (`hmac_key`, `signature`) still does."""

from __future__ import annotations

from tests.builtin_support import MemoryView, judge_at
from tickets.models import VerdictKind

CODE = {
    "pool/network.py": """
        import random


        def free_address(table):
            mac = random.choice(list(table.keys()))
            return mac, table[mac]


        def new_table():
            macs = set()
            while len(macs) < 200:
                macs.add("48:d2:24:bf:%02x:%02x" % (random.randint(0, 255), random.randint(0, 255)))
            return macs


        def sign_request(body):
            hmac_key = random.getrandbits(128)
            return hmac_key
        """,
}


def test_a_random_mac_is_an_address_not_a_secret():
    for marker in ("random.choice(", "random.randint(0, 255), random"):
        verdict = judge_at(MemoryView(CODE), "taint", "pool/network.py", marker, "weak-random")
        assert verdict.verdict is not VerdictKind.CONFIRMED, (marker, verdict.reason)


def test_a_random_value_named_for_signing_is_still_a_secret():
    verdict = judge_at(MemoryView(CODE), "taint", "pool/network.py", "random.getrandbits(128)", "weak-random")
    assert verdict.verdict is VerdictKind.CONFIRMED, verdict.reason
