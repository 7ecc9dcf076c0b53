"""Values in another party's scheme, fixtures, and names that are no input: each rule fires where it must only.

- A digest or random value a client sends to a remote server in its request (a request signature, a nonce, a
  password transformed as the site's own client does) is in the server's scheme, unless a random value becomes a
  credential there (a password, a PIN) or the digest is keyed with the program's own secret.
- Values written inside a constant named for test cases or examples (`_TESTS`) are fixtures, in both slots.
- A path made of lower-case words and slashes (`kadmin/changepw`, a Kerberos principal) is a name, and a public key
  in base64 DER is published: neither is a secret.
- `sys.argv[0]` is the path the program was started by, not an argument.
- A name rejected both when it climbs (`'..' in name.split('/')`) and when it starts at the root stays inside the
  folder it is joined onto; one of the two alone does not.
- A temporary name made a symlink is created only if nothing is there.
- Digests named for Netlogon, SAMR or PDF encryption are those protocols'.
"""

from __future__ import annotations

import pytest

from tests.builtin_support import MemoryView, finding_at, judge, judge_at, raised
from tickets.models import VerdictKind

CLIENT = """
    import hashlib
    import random
    import string

    import requests

    import settings

    BASE = "https://api.partner.example.com/v2"


    class VideoSite:
        def _signed(self, url, video_id):
            params = {"nonce": "".join(random.choices(string.ascii_lowercase, k=8)), "ts": "1"}
            params["sign"] = hashlib.md5((str(params) + "&28c8edde").encode()).hexdigest()
            return self._download_json(url, video_id, query=params)

        def _login(self, password):
            token = hashlib.sha256(password.encode()).hexdigest()
            return self._download_json("https://api.example.net/login", None, data={"password": token})


    def translate(url, secret):
        salt = str(random.randint(0, 10000000000))
        sign = hashlib.md5((secret + salt).encode()).hexdigest()
        return requests.get(url, params={"salt": salt, "sign": sign})


    def _partner_sign(body):
        return hashlib.md5(settings.PARTNER_SECRET.encode() + body).hexdigest()


    def list_updates(body):
        return requests.post(BASE + "/updates", data=body, headers={"X-Signature": _partner_sign(body)})


    def open_bridge(incident):
        pin = "%06d" % random.randint(0, 999999)
        requests.post("https://bridge.example.net/api/rooms", json={"name": incident, "pin": pin})
        return pin


    def provision(api_url, user):
        password = "".join(random.choice(string.ascii_letters) for _ in range(12))
        requests.post(api_url, json={"user": user, "password": password})
        return password


    def unsubscribe_link(user, secret):
        signature = hashlib.md5((secret + user.email).encode()).hexdigest()
        return f"https://shop.example.net/unsubscribe?email={user.email}&signature={signature}"


    def lookup(db, password):
        return db.fetch_user(hashlib.md5(password.encode()).hexdigest())


    class HosterAccount:
        API_URL = "https://api.hoster.example.com/v1/"

        def api_request(self, method, **kwargs):
            return self.load(self.API_URL + method, get=kwargs)

        def signin(self, user, password):
            return self.api_request("login", username=user, password=hashlib.sha256(password.encode()).hexdigest())

        def legacy_signin(self, user, password):
            post = {"login": user, "md5Pass": hashlib.md5(password.encode()).hexdigest()}
            return self.load(self.API_URL + "login", post=post)

        def remember(self, store, password):
            return store.load(hashlib.md5(password.encode()).hexdigest(), post=None)
    """


@pytest.mark.parametrize("needle, category, expected", [
    ("random.choices(string.ascii_lowercase", "weak-random", VerdictKind.REFUTED),  # a nonce in the query
    ("hashlib.md5((str(params)", "weak-hash", VerdictKind.REFUTED),  # the site's request signature
    ("hashlib.sha256(password", "weak-hash", VerdictKind.REFUTED),  # the password as the site's client sends it
    ("random.randint(0, 10000000000)", "weak-random", VerdictKind.REFUTED),  # a salt sent in clear
    # a call named for a remote API: each of its arguments is a parameter of the request
    ("password=hashlib.sha256(password", "weak-hash", VerdictKind.REFUTED),
    # a call of any name given a URL and a request's body
    ('"md5Pass": hashlib.md5', "weak-hash", VerdictKind.REFUTED),
    # must not: the same keyword without a URL is no request
    ("store.load(hashlib.md5(password", "weak-hash", VerdictKind.CONFIRMED),
    # must not: a digest keyed with the program's own secret is its credential's MAC (secret-prefix MD5 is
    # forgeable by length extension), whoever chose the scheme
    ("hashlib.md5((secret + salt)", "weak-hash", VerdictKind.CONFIRMED),
    ("hashlib.md5(settings.PARTNER_SECRET", "weak-hash", VerdictKind.CONFIRMED),
    # must not: a PIN the client makes up becomes the credential of the room it opens
    ('"%06d" % random.randint', "weak-random", VerdictKind.CONFIRMED),
    # must not: a random password the client makes up becomes a credential on the server
    ("random.choice(string.ascii_letters)", "weak-random", VerdictKind.CONFIRMED),
    # must not: a signature put in a link that is returned, not sent, is this program's own
    ("hashlib.md5((secret + user.email)", "weak-hash", VerdictKind.CONFIRMED),
])
def test_a_value_sent_to_a_remote_server_is_in_the_servers_scheme(needle, category, expected):
    verdict = judge_at(MemoryView({"client.py": CLIENT}), "taint", "client.py", needle, category)
    assert verdict.verdict is expected, verdict.reason


def test_a_database_fetch_is_no_request_to_a_remote_server():
    verdict = judge_at(MemoryView({"client.py": CLIENT}), "taint", "client.py", "db.fetch_user(hashlib.md5",
                       "weak-hash")
    assert verdict.verdict is not VerdictKind.REFUTED, verdict.reason


FIXTURES = """
    class SiteIE:
        _TESTS = [{
            "url": "https://video.example.net/watch/1",
            "params": {
                "username": "tester",
                "password": "k3yPa55wordX",
            },
        }]
        _PASSWORD = "k3yPa55wordX"

    KPASSWD_TGT_SPN = "kadmin/changepw"
    ADMIN_PASSWORD = "s3cr3t/Pa55"
    API_TOKEN = "MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAqX7mLk2cF9z"
    SIGNING_PRIVATE_KEY = "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQC"
    """


@pytest.mark.parametrize("slot", ["pattern", "taint"])
def test_a_credential_inside_a_constant_of_test_cases_is_a_fixture_in_both_slots(slot):
    view = MemoryView({"extractor.py": FIXTURES})
    found = [f for s in ("pattern", "taint") for f in raised(view, s) if f.category == "hardcoded-secret"
             and 2 <= f.primary.start_line <= 8]  # inside _TESTS
    assert found
    assert {judge(view, slot, f).verdict for f in found} <= {VerdictKind.REFUTED, VerdictKind.UNCERTAIN}
    assert VerdictKind.REFUTED in {judge(view, slot, f).verdict for f in found}


@pytest.mark.parametrize("slot", ["pattern", "taint"])
def test_the_same_credential_outside_the_fixtures_is_confirmed(slot):
    verdict = judge_at(MemoryView({"extractor.py": FIXTURES}), slot, "extractor.py", '_PASSWORD = "',
                       "hardcoded-secret")
    assert verdict.verdict is VerdictKind.CONFIRMED, verdict.reason


@pytest.mark.parametrize("needle, expected", [
    ("KPASSWD_TGT_SPN =", VerdictKind.REFUTED),  # words and slashes: a principal's name
    ("ADMIN_PASSWORD =", VerdictKind.CONFIRMED),  # digits and capitals around the slash: could be a password
    ("API_TOKEN =", VerdictKind.REFUTED),  # an RSA public key (SubjectPublicKeyInfo), published to be read
    ("SIGNING_PRIVATE_KEY =", VerdictKind.CONFIRMED),  # a PKCS#8 private key
])
@pytest.mark.parametrize("slot", ["pattern", "taint"])
def test_a_slash_separated_name_is_not_a_credential_value(slot, needle, expected):
    verdict = judge_at(MemoryView({"extractor.py": FIXTURES}), slot, "extractor.py", needle, "hardcoded-secret")
    assert verdict.verdict is expected, verdict.reason


ARGV = """
    import os
    import sys

    def time_startup():
        os.system("HGRCPATH= %s version -q" % sys.argv[0])

    def run_given():
        os.system("hg version %s" % sys.argv[1])

    if __name__ == "__main__":
        time_startup()
        run_given()
    """


@pytest.mark.parametrize("needle, expected", [
    ("sys.argv[0]", False),  # the program's own path
    ("sys.argv[1]", True),  # an argument someone passed
])
def test_the_programs_own_path_is_no_input(needle, expected):
    view = MemoryView({"perf.py": ARGV})
    verdict = judge_at(view, "taint", "perf.py", needle, "command-injection")
    assert (verdict.verdict is VerdictKind.CONFIRMED) is expected, verdict.reason


PATHS = """
    import os
    import posixpath
    import tarfile
    import urllib.parse
    from http.server import BaseHTTPRequestHandler


    def untar(archive, dest):
        with tarfile.open(archive) as tar:
            for member in tar.getmembers():
                name = member.name
                if name.startswith("/") or ".." in name.split("/"):
                    continue
                target = os.path.join(dest, name)
                with open(target, "wb") as out:
                    out.write(tar.extractfile(member).read())


    def untar_climbs_checked_only(archive, dest):
        with tarfile.open(archive) as tar:
            for member in tar.getmembers():
                name = member.name
                if ".." in name.split("/"):
                    continue
                target = os.path.join(dest, name)
                with open(target, "wb") as out:
                    out.write(tar.extractfile(member).read())


    class Files(BaseHTTPRequestHandler):
        def do_GET(self):
            with open(self.translate_path(self.path), "rb") as f:
                self.wfile.write(f.read())

        def translate_path(self, path):
            path = posixpath.normpath(urllib.parse.unquote(path.split("?", 1)[0]))
            result = os.getcwd()
            for word in filter(None, path.split("/")):
                if os.path.dirname(word) or word in (os.curdir, os.pardir):
                    continue
                result = os.path.join(result, word)
            return result


    class Loose(BaseHTTPRequestHandler):
        def do_GET(self):
            with open(self.translate_path(self.path), "rb") as f:
                self.wfile.write(f.read())

        def translate_path(self, path):
            result = os.getcwd()
            for word in path.split("/"):
                if word in (os.curdir, os.pardir):
                    continue
                result = os.path.join(result, word)
            return result
    """


def test_a_name_rejected_when_it_climbs_and_when_it_is_absolute_stays_inside():
    raised_lines = sorted(f.primary.start_line for f in raised(MemoryView({"files.py": PATHS}), "taint")
                          if f.category == "path-traversal")
    lines = MemoryView({"files.py": PATHS}).files["files.py"].splitlines()
    checked_both = next(i + 1 for i, t in enumerate(lines) if "with open(target" in t)
    checked_climbs = [i + 1 for i, t in enumerate(lines) if "with open(target" in t][1]
    files_handler = next(i + 1 for i, t in enumerate(lines) if "with open(self.translate_path" in t)
    loose_handler = [i + 1 for i, t in enumerate(lines) if "with open(self.translate_path" in t][1]
    assert checked_both not in raised_lines  # neither `..` nor a root gets through
    assert files_handler not in raised_lines  # only single, plain path components are joined
    assert checked_climbs in raised_lines  # an absolute member name still escapes
    assert loose_handler in raised_lines  # a component holding a slash still escapes


SYMLINK = """
    import os
    import tempfile

    from vcs import pycompat
    from vcs.util import unlink

    def checklink(path):
        name = tempfile.mktemp(dir=path)
        try:
            os.symlink(".", name)
            os.unlink(name)
            return True
        except OSError:
            return False

    def checklink_bytes(path):
        name = tempfile.mktemp(dir=path, prefix="link-")
        name = pycompat.fsencode(name)
        try:
            os.symlink(b".", name)
            unlink(name)
            return True
        except OSError:
            return False

    """
SYMLINK_SOURCE = """
    import os
    import tempfile

    def copy_over(path, data):
        name = tempfile.mktemp(dir=path)
        os.symlink(name, "latest")
        with open(name, "w") as out:
            out.write(data)
    """


@pytest.mark.parametrize("needle_function, expected", [
    ("def checklink(", VerdictKind.REFUTED),  # the link fails with FileExistsError if anything is there
    ("def checklink_bytes", VerdictKind.REFUTED),  # converted by a compat module, removed by a helper
    ("def copy_over", VerdictKind.CONFIRMED),  # a link made elsewhere points at it; it is opened for writing
])
def test_a_temporary_name_made_a_symlink_is_created_only_if_absent(needle_function, expected):
    view = MemoryView({"links.py": SYMLINK if needle_function.startswith("def checklink") else SYMLINK_SOURCE})
    lines = view.files["links.py"].splitlines()
    start = next(i for i, t in enumerate(lines) if needle_function in t)
    needle = next(lines[i].strip() for i in range(start, len(lines)) if "mktemp" in lines[i])
    verdict = judge(view, "taint", finding_at(view, "links.py", needle, "insecure-tempfile"))
    assert verdict.verdict is expected, verdict.reason


# The same digest code in each module: only the module's name says whether a protocol fixes it.
KEY_DIGEST = """
    import hashlib

    def encryption_key(user_password, owner_entry):
        return hashlib.md5(user_password + owner_entry).digest()[:5]
    """

PROTOCOLS = {
    "dcerpc/nrpc.py": """
        import hashlib

        def ComputeNetlogonSignatureMD5(session_key, message):
            md5 = hashlib.new("md5")
            md5.update(message)
            return md5.digest()
        """,
    **dict.fromkeys(("lib/pdfencrypt.py", "pypdf/_encryption.py", "slixmpp/plugins/xep_0078/legacyauth.py",
                     "lib/accounts.py"), KEY_DIGEST),
    # The handler's name in the PDF specification, spelt out as a class in a module named for the document.
    "pdf/document.py": """
        import hashlib

        class PDFStandardSecurityHandler:
            def compute_encryption_key(self, password):
                return hashlib.md5(password + self.owner_entry).digest()[:5]
        """,
    "pdf/accounts.py": """
        import hashlib

        class PDFAccountHandler:
            def compute_encryption_key(self, password):
                return hashlib.md5(password + self.owner_entry).digest()[:5]
        """,
}


@pytest.mark.parametrize("path, needle, expected", [
    ("dcerpc/nrpc.py", 'hashlib.new("md5")', VerdictKind.REFUTED),  # MS-NRPC fixes the digest
    ("lib/pdfencrypt.py", "hashlib.md5(user_password", VerdictKind.REFUTED),  # the PDF standard security handler
    ("pypdf/_encryption.py", "hashlib.md5(user_password", VerdictKind.REFUTED),  # a PDF package's encryption
    ("slixmpp/plugins/xep_0078/legacyauth.py", "hashlib.md5(user", VerdictKind.REFUTED),  # an XMPP extension's
    ("lib/accounts.py", "hashlib.md5(user_password", VerdictKind.CONFIRMED),  # a password digest of its own
    ("pdf/document.py", "hashlib.md5(password", VerdictKind.REFUTED),  # the PDF standard security handler, by name
    ("pdf/accounts.py", "hashlib.md5(password", VerdictKind.CONFIRMED),  # a PDF package's handler of no protocol
])
@pytest.mark.parametrize("slot", ["pattern", "taint"])
def test_digests_named_for_a_protocol_are_the_protocols(slot, path, needle, expected):
    verdict = judge_at(MemoryView(PROTOCOLS), slot, path, needle, "weak-hash")
    assert verdict.verdict is expected, verdict.reason


HOME_PATHS = """
    import os


    def connect(private_key=None, key_password=None):
        if not private_key:
            private_key = "~/.ssh/id_rsa"
        key_password = "~x7Gq/9zLp2"
        return private_key, key_password
    """


@pytest.mark.parametrize("needle, expected", [
    ('"~/.ssh/id_rsa"', VerdictKind.REFUTED),  # the default key file in the user's home: a path, not key material
    ('"~x7Gq/9zLp2"', VerdictKind.CONFIRMED),  # a tilde then letters and digits, no path: could be a password
])
@pytest.mark.parametrize("slot", ["pattern", "taint"])
def test_a_path_under_a_home_folder_is_not_a_credential_value(slot, needle, expected):
    verdict = judge_at(MemoryView({"client.py": HOME_PATHS}), slot, "client.py", needle, "hardcoded-secret")
    assert verdict.verdict is expected, verdict.reason


TUTORIAL = """
    class ArtistToplistToDatabase(object):
        host = "localhost"
        user = "luigi"
        password = "abc123"  # ;)
        admin_password = "abc1234x"
    """


@pytest.mark.parametrize("needle, expected", [
    ('password = "abc123"', VerdictKind.REFUTED),  # the password every tutorial writes: a stand-in
    ('admin_password = "', VerdictKind.CONFIRMED),  # one more character and it is no longer the well-known stand-in
])
@pytest.mark.parametrize("slot", ["pattern", "taint"])
def test_a_tutorials_dummy_password_is_a_placeholder(slot, needle, expected):
    # judged by value alone outside example code (where the taint slot takes any password for a demo one)
    verdict = judge_at(MemoryView({"etl/top_artists.py": TUTORIAL}), slot, "etl/top_artists.py", needle,
                       "hardcoded-secret")
    assert verdict.verdict is expected, verdict.reason


ALTERNATIVES = """
    DUMMY_PASSWORDS = r"abc123|123456|12345678|qwerty|letmein"
    ADMIN_PASSWORD = "x7|Gq9zLp2"
    """


@pytest.mark.parametrize("needle, expected", [
    ("DUMMY_PASSWORDS =", VerdictKind.REFUTED),  # a pattern's alternatives (twokey's own table, when it audits itself)
    ("ADMIN_PASSWORD =", VerdictKind.CONFIRMED),  # one bar inside a value is no list of alternatives
])
@pytest.mark.parametrize("slot", ["pattern", "taint"])
def test_words_joined_by_bars_are_a_patterns_alternatives(slot, needle, expected):
    verdict = judge_at(MemoryView({"rules.py": ALTERNATIVES}), slot, "rules.py", needle, "hardcoded-secret")
    assert verdict.verdict is expected, verdict.reason


SETTINGS = {
    "shop/settings/dev.py": """
        DEBUG = True
        SECRET_KEY = "k3yb0ard-cat-9f8e7d6c5b4a3f2e1d0c"
        """,
    "shop/settings/production.py": """
        DEBUG = False
        SECRET_KEY = "k3yb0ard-cat-9f8e7d6c5b4a3f2e1d0c"
        """,
    "shop/settings/demo.py": """
        SECRET_KEY = "k3yb0ard-cat-9f8e7d6c5b4a3f2e1d0c"
        """,
}


@pytest.mark.parametrize(("path", "refuted"), [("shop/settings/dev.py", True),
                                               ("shop/settings/production.py", False),
                                               ("shop/settings/demo.py", False)])
@pytest.mark.parametrize("slot", ["taint", "pattern"])
def test_a_secret_in_a_settings_module_named_for_development_is_a_throwaway(slot, path, refuted):
    view = MemoryView(SETTINGS)
    verdict = judge(view, slot, finding_at(view, path, "SECRET_KEY", "hardcoded-secret", 798))
    assert (verdict.verdict is VerdictKind.REFUTED) is refuted, verdict.reason
