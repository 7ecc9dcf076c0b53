"""A credential literal the code itself stops on is a sentinel for "not configured": `token = config.get(...,
fallback="a1b2c3d4")` then `if token == "a1b2c3d4": raise ValueError` (cowrie's CSIRTG output). Wherever the string
is the token, the program raises or exits before using it, so both slots refute it, at the fallback and at the
comparison. Not a back door (`if password == "...": return True`, a request hook's `return None`), not a comparison
that still lets the value through (`and not DEBUG`, or the same under an enclosing `if not DEBUG:`), and not a
comparison in another function."""

from __future__ import annotations

import pytest

from tests.builtin_support import MemoryView, judge_at
from tickets.models import VerdictKind

CODE = {
    "feeds/output.py": """
        import os
        import sys

        from feeds.config import CONFIG


        class Output:
            def start(self):
                token = CONFIG.get("output", "token", fallback="a1b2c3d4e5f6")
                if token == "a1b2c3d4e5f6":
                    raise ValueError("no token configured")
                os.environ["FEED_TOKEN"] = token


        def main():
            api_key = os.environ.get("FEED_API_KEY", "k9x8w7v6u5t4")
            if not api_key or api_key == "k9x8w7v6u5t4":
                sys.exit("set FEED_API_KEY")
            return api_key


        def login(password):
            if password == "Zq8mR2vLp0wX":
                return True
            return False


        def debug_token(DEBUG):
            secret = os.environ.get("FEED_SECRET", "d3v5ecr3tk3y9")
            if secret == "d3v5ecr3tk3y9" and not DEBUG:
                raise RuntimeError("set FEED_SECRET")
            return secret


        def nested(DEBUG):
            secret_key = os.environ.get("FEED_KEY", "k8Jd93hHq0zPw7Lr")
            if not DEBUG:
                if secret_key == "k8Jd93hHq0zPw7Lr":
                    raise RuntimeError("set FEED_KEY")
            return secret_key


        def hook(request):
            token = request.headers.get("X-Token", "")
            if token == "Zq8mR2vLp0wX9kT4":
                return None
            raise PermissionError("bad token")


        def other_scope():
            password = "Hq7nW3kTz1yB"
            return password


        def refuse(password):
            if password == "Hq7nW3kTz1yB":
                raise ValueError("the example password")
        """,
    "feeds/config.py": "CONFIG = None\n",
}

REFUSED = ['fallback="a1b2c3d4e5f6"', 'if token == "a1b2c3d4e5f6"', '"FEED_API_KEY", "k9x8w7v6u5t4"']
KEPT = ['password == "Zq8mR2vLp0wX"', '"FEED_SECRET", "d3v5ecr3tk3y9"', 'password = "Hq7nW3kTz1yB"',
        '"FEED_KEY", "k8Jd93hHq0zPw7Lr"', 'token == "Zq8mR2vLp0wX9kT4"']


@pytest.mark.parametrize("slot", ["taint", "pattern"])
@pytest.mark.parametrize("needle", REFUSED)
def test_a_literal_the_code_stops_on_is_a_sentinel(slot, needle):
    verdict = judge_at(MemoryView(CODE), slot, "feeds/output.py", needle, "hardcoded-secret")
    assert verdict.verdict is VerdictKind.REFUTED, verdict.reason
    assert "sentinel" in verdict.reason


@pytest.mark.parametrize("slot", ["taint", "pattern"])
@pytest.mark.parametrize("needle", KEPT)
def test_a_back_door_a_debug_value_or_another_scope_is_no_sentinel(slot, needle):
    verdict = judge_at(MemoryView(CODE), slot, "feeds/output.py", needle, "hardcoded-secret")
    assert "sentinel" not in verdict.reason
    assert verdict.verdict is VerdictKind.CONFIRMED, verdict.reason
