"""Clients of third-party web sites, and other values that are no secret of the program: each rule fires where it
must only.

- A key written in a module that declares a client of a web site's URLs (`@pluginmatcher(re.compile(r"https?://
  ..."))`, `_VALID_URL = r"https?://..."`) is the site's own web or app client's key, which every visitor receives;
  an account's password, or a token whose format says it was issued to one account, is still a leak there.
- A digest or random value made in such a module is in the site's scheme (its URL signature, a viewer id), but a
  random value that becomes an account's password or PIN is still a credential.
- An example application's own password salt, like its own signing key, protects only the example.
- A rate limit (`5/m/user`), a dotted name of two or more words (`mfa.totp.secret`, `block.super`) and an object
  named by its module (`ptah.password:changer`) are no credential values.
"""

from __future__ import annotations

import pytest

from tests.builtin_support import MemoryView, judge_at, raised
from tickets.models import VerdictKind

SITE_CLIENT = """
    import re

    import requests


    class SiteAPI:
        _access_token = "LNDJgOit5yaRIWN"
        _password = "Hunter2Correct!"
        _deploy_token = "ghp_4f9Kq2LmN8xZr1TbV7cW3yPdE6sJh0aUoGi"

        def login(self):
            return requests.post("https://api.site.example/login", data={"access_token": self._access_token})


    def pluginmatcher(pattern):
        return lambda cls: cls


    @pluginmatcher(re.compile(r"https?://(?:www\\.)?site\\.example/watch/(?P<id>\\w+)"))
    class Site:
        API_KEY = "cca51ea0-7837-40df-a055-75eb6347b2e7"

        def streams(self):
            return requests.get("https://api.site.example/v1", headers={"x-api-key": self.API_KEY})


    class ExtractorBase:
        _APP_SECRET = "d96704b180208dbb2efa30fe44c48bd8690441af"


    class VideoIE(ExtractorBase):
        _VALID_URL = r"https?://video\\.example\\.org/(?P<id>[0-9]+)"
    """

SERVICE = """
    import re

    import requests

    URL_RE = re.compile(r"https?://(?:www\\.)?example\\.com/")
    API_KEY = "cca51ea0-7837-40df-a055-75eb6347b2e7"


    class Billing:
        def charge(self, amount):
            return requests.post("https://api.payments.example/charge", headers={"x-api-key": API_KEY})
    """


@pytest.mark.parametrize("needle, expected", [
    ("_access_token = ", VerdictKind.REFUTED),  # in the same module as a site client: the site's app token
    ("API_KEY = ", VerdictKind.REFUTED),  # a class attribute of the client itself
    ("_APP_SECRET = ", VerdictKind.REFUTED),  # the base class of a client in the same module
    ("_password = ", VerdictKind.CONFIRMED),  # an account's password is somebody's account
    ("_deploy_token = ", VerdictKind.CONFIRMED),  # a GitHub token is issued to one account
])
@pytest.mark.parametrize("slot", ["pattern", "taint"])
def test_a_key_in_a_client_of_a_web_sites_urls_is_the_sites_public_key(slot, needle, expected):
    verdict = judge_at(MemoryView({"plugins/site.py": SITE_CLIENT}), slot, "plugins/site.py", needle,
                       "hardcoded-secret")
    assert verdict.verdict is expected, verdict.reason


@pytest.mark.parametrize("slot", ["pattern", "taint"])
def test_a_url_pattern_outside_a_class_makes_no_site_client(slot):
    """A module matching URLs in a module-level constant is no client declaring a site: its key is its own."""
    verdict = judge_at(MemoryView({"billing.py": SERVICE}), slot, "billing.py", "API_KEY = ", "hardcoded-secret")
    assert verdict.verdict is VerdictKind.CONFIRMED, verdict.reason


NAMED_PATTERN = """
    import requests

    BASE_PATTERN = r"(?:https?://)?([\\w-]+)\\.site\\.example"
    HOSTS = {"blogspot": {"pattern": r"[\\w-]+\\.blogspot\\.com"}}


    class PostExtractor:
        pattern = BASE_PATTERN + r"/post/(\\d+)"


    class SiteAPI:
        API_KEY = "kT9wqf0cXbRzL2mA"
        API_SECRET = "9fd3bbd1a27c4e0e8c1f6a5b2d7e4f10"

        def call(self, endpoint):
            return requests.get("https://api.site.example/" + endpoint, params={"key": self.API_KEY})
    """

ESCAPED_HOST = """
    import requests

    INSTANCES = {"blogspot": {"pattern": r"[\\w-]+\\.blogspot\\.com"}}


    class BlogExtractor:
        instances = INSTANCES


    class BlogAPI:
        API_KEY = "kT9wqf0cXbRzL2mA"
    """


@pytest.mark.parametrize("files, path, needle", [
    ({"ext/site.py": NAMED_PATTERN}, "ext/site.py", "API_KEY = "),  # the class names a module-level URL pattern
    ({"ext/site.py": NAMED_PATTERN}, "ext/site.py", "API_SECRET = "),
    ({"ext/blog.py": ESCAPED_HOST}, "ext/blog.py", "API_KEY = "),  # a host name with escaped dots is a URL pattern
])
@pytest.mark.parametrize("slot", ["pattern", "taint"])
def test_a_site_client_may_name_its_url_pattern(slot, files, path, needle):
    verdict = judge_at(MemoryView(files), slot, path, needle, "hardcoded-secret")
    assert verdict.verdict is VerdictKind.REFUTED, verdict.reason


DEMO_APP = """
    from flask import Flask

    app = Flask(__name__)
    app.config["SECURITY_PASSWORD_SALT"] = "146585145368132386173505678016728509634"
    app.config["MAIL_PASSWORD"] = "Hunter2Correct!"
    app.config["GITHUB_TOKEN"] = "ghp_aB3dE5gH7jK9mN1pQ3sT5vX7zA9cE1gI3kM5"
    """


@pytest.mark.parametrize("path, needle, expected", [
    ("examples/fsqla/app.py", "SECURITY_PASSWORD_SALT", VerdictKind.REFUTED),  # the example's own salt
    ("examples/fsqla/app.py", "MAIL_PASSWORD", VerdictKind.REFUTED),  # a demo account every reader replaces
    ("examples/fsqla/app.py", "GITHUB_TOKEN", VerdictKind.CONFIRMED),  # a token GitHub issued to one account
    ("app/factory.py", "SECURITY_PASSWORD_SALT", VerdictKind.CONFIRMED),  # the salt a shipped app runs with
    ("app/factory.py", "MAIL_PASSWORD", VerdictKind.CONFIRMED),  # the mail account a shipped app logs in with
])
def test_an_examples_own_password_salt_protects_only_the_example(path, needle, expected):
    verdict = judge_at(MemoryView({path: DEMO_APP}), "taint", path, needle, "hardcoded-secret")
    assert verdict.verdict is expected, verdict.reason


NAMES = """
    RATE_LIMITS = {"change_password": "5/m/user", "login_failed": "10/m/ip"}
    SECRET_SESSION_KEY = "mfa.totp.secret"
    ADMIN_PASSWORD = "5/Mq9/user"
    API_SECRET = "Mfa.T0tp.Secret"
    ID_PASSWORD_CHANGER = "ptah.password:changer"
    BROKER_PASSWORD = "broker:hunter2"
    REDIS_PASSWORD = "cache.prod:letmein"


    def is_super(node):
        return node.filter_expression.token == "block.super"
    """


@pytest.mark.parametrize("needle, expected", [
    ("RATE_LIMITS =", VerdictKind.REFUTED),  # a count and words: how often, not a password
    ("SECRET_SESSION_KEY =", VerdictKind.REFUTED),  # where the secret is kept, not the secret
    ("ADMIN_PASSWORD =", VerdictKind.CONFIRMED),  # digits and capitals between the slashes
    ("API_SECRET =", VerdictKind.CONFIRMED),  # a digit inside a word
    ('== "block.super"', VerdictKind.REFUTED),  # two words and a dot: a template variable's name
    ("ID_PASSWORD_CHANGER =", VerdictKind.REFUTED),  # a module and a name in it: an entry point's, a registry's
    ("BROKER_PASSWORD =", VerdictKind.CONFIRMED),  # a user and a password, no module before them
    ("REDIS_PASSWORD =", VerdictKind.CONFIRMED),  # a dotted user and a password: no word of the setting's name
])
@pytest.mark.parametrize("slot", ["pattern", "taint"])
def test_a_rate_limit_and_a_dotted_name_are_no_credential_values(slot, needle, expected):
    verdict = judge_at(MemoryView({"app/settings.py": NAMES}), slot, "app/settings.py", needle, "hardcoded-secret")
    assert verdict.verdict is expected, verdict.reason


SITE_SCHEME = """
    import hashlib
    import random
    import re


    class Player:
        _URL_RE = re.compile(r"https?://(?:www\\.)?player\\.example/(?P<room>\\w+)")

        def params(self, stream, ws_time):
            uid = random.randint(12340000, 12349999)
            token = hashlib.md5(f"{uid}|{stream}|{ws_time}".encode()).hexdigest()
            return {"u": uid, "token": token}

        def login_word(self, password):
            return hashlib.md5(password.encode()).hexdigest()

        def open_room(self):
            pin = "%06d" % random.randint(0, 999999)
            return {"pin": pin}
    """


@pytest.mark.parametrize("needle, category, expected", [
    ("random.randint(12340000", "weak-random", VerdictKind.REFUTED),  # a viewer id the site's player makes up
    ('hashlib.md5(f"{uid}', "weak-hash", VerdictKind.REFUTED),  # the site's URL signature
    ("hashlib.md5(password", "weak-hash", VerdictKind.REFUTED),  # the password as the site's client sends it
    ("random.randint(0, 999999)", "weak-random", VerdictKind.CONFIRMED),  # a PIN is an account's credential
])
def test_digests_and_random_values_in_a_site_client_are_the_sites_scheme(needle, category, expected):
    verdict = judge_at(MemoryView({"plugins/player.py": SITE_SCHEME}), "taint", "plugins/player.py", needle, category)
    assert verdict.verdict is expected, verdict.reason


def test_the_same_digest_outside_a_site_client_is_confirmed():
    source = SITE_SCHEME.replace('r"https?://', 'r"ftp://')
    verdict = judge_at(MemoryView({"auth.py": source}), "taint", "auth.py", "hashlib.md5(password", "weak-hash")
    assert verdict.verdict is VerdictKind.CONFIRMED, verdict.reason


def test_an_examples_demo_password_is_not_raised_but_a_shipped_ones_is():
    """The taint slot raises no demo credential in example code, and still raises the one a shipped app uses."""
    for path, expected in (("examples/fsqla/app.py", {"GITHUB_TOKEN"}),
                           ("app/factory.py", {"SECURITY_PASSWORD_SALT", "MAIL_PASSWORD", "GITHUB_TOKEN"})):
        view = MemoryView({path: DEMO_APP})
        lines = view.files[path].splitlines()
        found = {name for f in raised(view, "taint") if f.category == "hardcoded-secret"
                 for name in ("SECURITY_PASSWORD_SALT", "MAIL_PASSWORD", "GITHUB_TOKEN")
                 if name in lines[f.primary.start_line - 1]}
        assert found == expected, path


def test_a_samples_package_is_shipped_code_whose_passwords_are_judged():
    """A folder named for samples with an `__init__.py` is a package the project imports, not example code."""
    token = "pypi-AgEIcHlwaS5vcmcCJGE4ZTJiNmYzLTk4YzItNGI2Ny05ZDQ0LWNkNzJmMjE5NzhmZQ"
    source = f'DB_PASSWORD = "Tq7#vR2pLx9!mZ"\nPYPI_TOKEN = "{token}"\n'
    shipped = MemoryView({"lab/__init__.py": "", "lab/samples/__init__.py": "", "lab/samples/client.py": source})
    verdict = judge_at(shipped, "taint", "lab/samples/client.py", "DB_PASSWORD", "hardcoded-secret")
    assert verdict.verdict is VerdictKind.CONFIRMED, verdict.reason
    demo = MemoryView({"examples/client.py": source})
    assert judge_at(demo, "taint", "examples/client.py", "DB_PASSWORD", "hardcoded-secret").verdict \
        is VerdictKind.REFUTED
    issued = judge_at(demo, "taint", "examples/client.py", "PYPI_TOKEN", "hardcoded-secret")
    assert issued.verdict is VerdictKind.CONFIRMED, issued.reason  # a token PyPI issued to one account


def test_an_aws_access_key_id_names_a_key_and_is_no_issued_secret():
    """`AKIA...` identifies an AWS key (yt-dlp's site clients carry the site's pair); its secret is judged by name."""
    from agent_providers.builtin.taint_intent import issued_token

    assert not issued_token("AKIAI6X4TYCIXM2B7MUQ")
    assert issued_token("ghp_aB3dE5gH7jK9mN1pQ3sT5vX7zA9cE1gI3kM5")
