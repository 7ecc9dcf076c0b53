"""A literal default of a settings lookup is the secret wherever the setting is unset.

`settings.get("auth.secret", "s3kr1t-railway-1893")` writes a working credential into the code, as
`os.environ.get("TOKEN", "literal")` does; a placeholder default (`"changeme"`) and the default of a key that
names no credential (`"theme"`) are not findings.
"""

from __future__ import annotations

import pytest

from tests.builtin_support import MemoryView, judge_at
from tickets.models import VerdictKind

APP = """
    def main(settings):
        policy = SecurityPolicy(settings.get("auth.secret", "s3kr1t-railway-1893"))
        mail = Mailer(settings.get("mail.password", "changeme"))
        look = Theme(settings.get("theme", "dark-blue-2020"))
        return policy, mail, look
    """


@pytest.mark.parametrize("needle, expected", [
    ('settings.get("auth.secret"', VerdictKind.CONFIRMED),
    ('settings.get("mail.password"', VerdictKind.REFUTED),  # a placeholder to fill in
    ('settings.get("theme"', VerdictKind.UNCERTAIN),  # no credential's name
])
@pytest.mark.parametrize("slot", ["pattern", "taint"])
def test_a_settings_lookups_literal_default_is_written_in_the_code(slot, needle, expected):
    verdict = judge_at(MemoryView({"app/__init__.py": APP}), slot, "app/__init__.py", needle, "hardcoded-secret")
    assert verdict.verdict is expected, verdict.reason


HOOKS = """
    import os

    WEBHOOK_SECRET = os.environ.get("HOOK_SECRET", "d3ploy-h00k-2019").encode()
    SIGNING_SECRET = os.environ.get("SIGNING_SECRET", "").strip()
    DEPLOY_TOKEN = os.environ["DEPLOY_TOKEN"].encode()
    """


@pytest.mark.parametrize("needle, expected", [
    ("WEBHOOK_SECRET =", VerdictKind.CONFIRMED),  # the fallback, encoded, is still written in the code
    ("SIGNING_SECRET =", VerdictKind.REFUTED),  # an empty fallback is no secret
    ("DEPLOY_TOKEN =", VerdictKind.UNCERTAIN),  # no literal at all
])
@pytest.mark.parametrize("slot", ["pattern", "taint"])
def test_an_environment_fallback_encoded_or_trimmed_is_still_written_in_the_code(slot, needle, expected):
    verdict = judge_at(MemoryView({"app/hooks.py": HOOKS}), slot, "app/hooks.py", needle, "hardcoded-secret")
    assert verdict.verdict is expected, verdict.reason
