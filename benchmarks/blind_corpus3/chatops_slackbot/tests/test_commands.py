import os

os.environ.setdefault("SLACK_SIGNING_SECRET", "test-signing-secret")

from opsbot.commands.calc import _prepare  # noqa: E402
from opsbot.commands.link import new_link_code, redeem  # noqa: E402
from opsbot.commands.net import HOSTNAME_RE  # noqa: E402


def test_prepare_units():
    assert _prepare("2GB") == "2*%d" % (1024 ** 3)


def test_hostname_re():
    assert HOSTNAME_RE.match("db-1.internal.example.com")
    assert not HOSTNAME_RE.match("a;rm -rf /")


def test_link_roundtrip():
    code = new_link_code("U123")
    assert redeem(code) == "U123"
    assert redeem(code) is None
