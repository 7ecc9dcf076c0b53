"""Every class the other slot raises can be judged: what a value is for, read by each slot on its own.

The taint slot judges the pattern slot's non-flow classes (cookies, temporary files, written-in
credentials) from where values go; the pattern slot judges cookies from the call itself. Each
rule has a case where it confirms and one where it must not.
"""

from __future__ import annotations

import pytest

from tests.builtin_support import MemoryView, judge_at, line_of, raised
from tickets.models import VerdictKind

COOKIES = """
    from flask import Flask, make_response, request

    app = Flask(__name__)

    @app.route("/login", methods=["POST"])
    def login():
        response = make_response("ok")
        response.set_cookie("session_id", request.form["sid"])
        response.set_cookie("theme", request.form["theme"])
        response.set_cookie("csrftoken", "abc123", secure=True)
        response.set_cookie("session_id", "", expires=0)
        return response
    """


@pytest.mark.parametrize("needle, expected", [
    ('"session_id", request', VerdictKind.CONFIRMED),  # a credential, no flags
    ('"csrftoken"', VerdictKind.REFUTED),  # page scripts must read it: Secure is enough
    ('"session_id", ""', VerdictKind.REFUTED),  # being cleared
])
def test_the_taint_slot_judges_cookies_by_what_they_carry(needle, expected):
    verdict = judge_at(MemoryView({"app.py": COOKIES}), "taint", "app.py", needle, "insecure-cookie")
    assert verdict.verdict is expected, verdict.reason


def test_a_preference_cookie_is_not_confirmed():
    verdict = judge_at(MemoryView({"app.py": COOKIES}), "taint", "app.py", '"theme"', "insecure-cookie")
    assert verdict.verdict is VerdictKind.UNCERTAIN


def test_the_pattern_slot_raises_neither_a_cleared_cookie_nor_a_csrf_cookie_with_secure():
    lines = {f.primary.start_line for f in raised(MemoryView({"app.py": COOKIES}), "pattern")
             if f.category == "insecure-cookie"}
    assert lines == {8, 9}


TEMPFILES = """
    import os
    import tempfile

    def export(rows):
        path = tempfile.mktemp(suffix=".csv")
        with open(path, "w") as out:
            out.write(rows)
        return path

    def workdir():
        path = tempfile.mktemp()
        os.mkdir(path, 0o700)
        return path

    def loopback(reactor, factory, client):
        path = tempfile.mktemp(prefix="loop")
        port = reactor.listenUNIX(path, factory)
        reactor.connectUNIX(path, client)
        return port

    def serve(sock):
        path = tempfile.mktemp(suffix=".sock")
        sock.bind(path)
        return path

    def dial(sock, log):
        path = tempfile.mktemp(suffix=".client")
        sock.connect(path)
        log.save_to(path)
        return path
    """


@pytest.mark.parametrize("function, expected", [
    ("def export", VerdictKind.CONFIRMED),  # created by open(..., "w"): a planted symlink is followed
    ("def workdir", VerdictKind.REFUTED),  # os.mkdir fails if anything is there
    ("def loopback", VerdictKind.REFUTED),  # binding a UNIX socket fails if anything is there
    ("def serve", VerdictKind.REFUTED),
    ("def dial", VerdictKind.CONFIRMED),  # a connect creates nothing; the file saved there is still raced
])
def test_a_mktemp_name_is_judged_by_how_the_file_is_created(function, expected):
    view = MemoryView({"jobs.py": TEMPFILES})
    lines = view.files["jobs.py"].splitlines()
    start = next(i for i, text in enumerate(lines) if function in text)
    needle_line = next(i for i in range(start, len(lines)) if "mktemp" in lines[i])
    from tests.builtin_support import finding_at

    finding = finding_at(view, "jobs.py", lines[needle_line].strip(), "insecure-tempfile")
    from tests.builtin_support import judge

    assert judge(view, "taint", finding).verdict is expected


SECRETS = """
    import os

    SECRET_KEY = "f8e3a1c9d2b7e6f4a0c5"
    API_TOKEN = "<your-token-here>"
    PASSWORD_FIELD = "password"
    DB_PASSWORD = os.environ.get("DB_PASSWORD")

    def connect(driver):
        return driver.connect(host="db", user="app", password="Tr0ub4dor&3")
    """


@pytest.mark.parametrize("needle, expected", [
    ("SECRET_KEY =", VerdictKind.CONFIRMED),
    ('password="Tr0ub4dor&3"', VerdictKind.CONFIRMED),
    ("API_TOKEN =", VerdictKind.REFUTED),  # a placeholder
    ("PASSWORD_FIELD =", VerdictKind.UNCERTAIN),  # a field name, not a credential name
])
def test_credentials_written_in_the_code_are_judged_by_value_and_use(needle, expected):
    verdict = judge_at(MemoryView({"settings.py": SECRETS}), "taint", "settings.py", needle, "hardcoded-secret")
    assert verdict.verdict is expected, verdict.reason


def test_a_credential_in_a_test_module_is_refuted():
    verdict = judge_at(MemoryView({"tests/test_settings.py": SECRETS}), "taint", "tests/test_settings.py",
                       "SECRET_KEY =", "hardcoded-secret")
    assert verdict.verdict is VerdictKind.REFUTED


DEBUG = {
    "web/app.py": """
        import os
        from flask import Flask

        app = Flask(__name__)
        app.config["DEBUG"] = True
        app.debug = os.environ.get("APP_DEBUG") == "1"

        class DevelopmentConfig:
            DEBUG = True

        if __name__ == "__main__":
            app.run(host="0.0.0.0", debug=False)
        """,
}


def test_the_pattern_slot_raises_debug_switched_on_by_a_literal_only():
    found = [(f.category, f.primary.start_line) for f in raised(MemoryView(DEBUG), "pattern")
             if f.category == "debug-enabled"]
    assert found == [("debug-enabled", 5), ("debug-enabled", 9)]


@pytest.mark.parametrize("needle, expected", [
    ('app.config["DEBUG"] = True', VerdictKind.CONFIRMED),  # a literal, in a Flask module
    ("DEBUG = True", VerdictKind.REFUTED),  # a development configuration by its name
    ('os.environ.get("APP_DEBUG")', VerdictKind.REFUTED),  # the operator's choice
])
def test_the_taint_slot_judges_a_debug_switch_by_its_value(needle, expected):
    view = MemoryView(DEBUG)
    lines = view.files["web/app.py"].splitlines()
    if needle == "DEBUG = True":
        needle = lines[8].strip()  # the one inside the class
    from tests.builtin_support import finding_at, judge

    finding = finding_at(view, "web/app.py", needle, "debug-enabled", cwe=489)
    if needle.startswith("DEBUG"):
        finding = finding.model_copy(update={"locations": [finding.primary.model_copy(
            update={"start_line": 9, "end_line": 9})]})
    assert judge(view, "taint", finding).verdict is expected


def test_the_taint_slot_raises_a_credential_written_in_the_code_and_used():
    code = ('import jwt\n\nSIGNING_KEY = "9f2b7c4e1a6d8f3b"\n\n'
            'def token(claims):\n    return jwt.encode(claims, key=SIGNING_KEY)\n')
    found = raised(MemoryView({"auth.py": code}), "taint")
    assert [(f.category, f.primary.start_line) for f in found] == [("hardcoded-secret", 3)]
    assert 'return jwt.encode(claims, key=SIGNING_KEY)' in [e.quote for e in found[0].evidence]
    from tests.builtin_support import judge

    assert judge(MemoryView({"auth.py": code}), "pattern", found[0]).verdict is VerdictKind.CONFIRMED


# Credentials as they are written in settings and app modules: a name with "admin" in it (its "min" is no
# bound), bytes, the "pw" abbreviation, a settings dict's key, and a signing secret passed by position.
WRITTEN_SECRETS = {
    "site/settings.py": """
        import os
        from pyramid.authentication import AuthTktAuthenticationPolicy

        ADMIN_API_TOKEN = "fk_admin_9c1e4b77d02a4f3e"
        WEBHOOK_SECRET = b"whsec_4c1f9e0b7d2a5e8f"
        LDAP_BIND_PW = "Dir3ct0ry#Bind-77"
        DATABASES = {"default": {"NAME": "ledger", "PASSWORD": "L3dg3r-Pr0d-2019!"}}
        authn = AuthTktAuthenticationPolicy("d41f0b7c93e2a8561fce", hashalg="sha512")
        API_TOKEN_HEADER = "X-Auth-Token-v2"
        PASSWORD_MIN_LENGTH = 12
        REPLICA = {"NAME": "ledger", "PASSWORD": ""}
        CACHE = {"PASSWORD": os.environ["CACHE_PASSWORD"]}
        """,
}
_WRITTEN = ['ADMIN_API_TOKEN =', 'WEBHOOK_SECRET =', 'LDAP_BIND_PW =', '"PASSWORD": "L3dg3r',
            'AuthTktAuthenticationPolicy("']


def test_the_taint_slot_raises_credentials_however_they_are_written():
    view = MemoryView(WRITTEN_SECRETS)
    found = sorted(f.primary.start_line for f in raised(view, "taint") if f.category == "hardcoded-secret")
    lines = view.files["site/settings.py"].splitlines()
    expected = sorted(next(i for i, text in enumerate(lines, 1) if needle in text) for needle in _WRITTEN)
    assert found == expected  # not the header's name, the length, the empty password or the environment's


@pytest.mark.parametrize("needle", _WRITTEN)
def test_each_slot_confirms_a_credential_however_it_is_written(needle):
    view = MemoryView(WRITTEN_SECRETS)
    for slot in ("taint", "pattern"):
        verdict = judge_at(view, slot, "site/settings.py", needle, "hardcoded-secret")
        assert verdict.verdict is VerdictKind.CONFIRMED, (slot, verdict.reason)


@pytest.mark.parametrize("needle", ['API_TOKEN_HEADER =', '"PASSWORD": ""'])
def test_neither_slot_confirms_a_credential_name_that_holds_none(needle):
    view = MemoryView(WRITTEN_SECRETS)
    for slot in ("taint", "pattern"):
        verdict = judge_at(view, slot, "site/settings.py", needle, "hardcoded-secret")
        assert verdict.verdict is not VerdictKind.CONFIRMED, (slot, verdict.reason)


NOT_CREDENTIALS = {
    "app/schema.py": """
        from pydantic import BaseModel, Field

        AUTH_TOKEN_MAGIC = b"\\x00\\x01\\x02\\x03"
        tokenname = "X7f9Q2pLm"
        SECRETNAME = "prod-api-2"
        ALGORITHMS = {"token": "HS256", "refresh": "RS256"}

        class Login(BaseModel):
            user: str = Field(examples=[{"username": "johndoe", "password": "s3cr3tPa55"}])
        """,
}


@pytest.mark.parametrize("needle", ['AUTH_TOKEN_MAGIC =', 'tokenname =', 'SECRETNAME =', '"token": "HS256"',
                                    '"password": "s3cr3tPa55"'])
def test_what_only_looks_like_a_credential_is_never_doubly_confirmed(needle):
    """A binary marker, a name about a token (glued into one word), a map of token kinds, an API's example:
    the taint slot raises none of them, and neither slot confirms what the other (or Bandit) raises there."""
    from tests.builtin_support import judge

    view = MemoryView(NOT_CREDENTIALS)
    line = next(i for i, text in enumerate(view.files["app/schema.py"].splitlines(), 1) if needle in text)
    assert line not in [f.primary.start_line for f in raised(view, "taint") if f.category == "hardcoded-secret"]
    for slot, other in (("taint", "pattern"), ("pattern", "taint")):
        for finding in raised(view, slot):
            if finding.category == "hardcoded-secret" and finding.primary.start_line == line:
                assert judge(view, other, finding).verdict is not VerdictKind.CONFIRMED, (slot, needle)
    for slot in ("taint", "pattern"):
        verdict = judge_at(view, slot, "app/schema.py", needle, "hardcoded-secret")
        assert verdict.verdict is not VerdictKind.CONFIRMED, (slot, verdict.reason)


def test_a_digest_of_a_random_value_with_a_secret_hashed_in_is_no_guess():
    code = ('import hashlib, random\nfrom django.conf import settings\n\n'
            'def activation():\n'
            '    activation_key = hashlib.sha1((settings.SECRET_KEY + str(random.random())).encode()).hexdigest()\n'
            '    return activation_key\n')
    verdict = judge_at(MemoryView({"accounts/keys.py": code}), "taint", "accounts/keys.py", "random.random",
                       "weak-random")
    assert verdict.verdict is not VerdictKind.CONFIRMED, verdict.reason


DIGEST_AND_PICK = {
    "app/auth.py": """
        import hashlib
        import random
        import string
        from flask import request

        ALPHABET = string.ascii_letters + string.digits

        def login(stored):
            digest = hashlib.md5(request.form["password"].encode()).hexdigest()
            return digest == stored

        def fingerprint(body):
            digest = hashlib.md5(body).hexdigest()
            return digest

        def generate_api_key(length=40):
            return "".join(ALPHABET[int(random.random() * len(ALPHABET))] for _ in range(length))

        def pick_colour(palette):
            return palette[int(random.random() * len(palette))]
        """,
}


@pytest.mark.parametrize("needle, category, expected", [
    ('hashlib.md5(request.form["password"]', "weak-hash", VerdictKind.CONFIRMED),  # a password's digest
    ("hashlib.md5(body)", "weak-hash", VerdictKind.REFUTED),  # a digest of data returned as a fingerprint
    ("ALPHABET[int(random.random()", "weak-random", VerdictKind.CONFIRMED),  # an API key of randomly picked chars
    ("palette[int(random.random()", "weak-random", VerdictKind.REFUTED),  # a colour picked at random
])
def test_what_a_digest_hashes_and_what_a_random_index_picks_decide(needle, category, expected):
    verdict = judge_at(MemoryView(DIGEST_AND_PICK), "taint", "app/auth.py", needle, category)
    assert verdict.verdict is expected, verdict.reason


ENV_FALLBACKS = {
    "bot/config.py": """
        import os

        SLACK_BOT_TOKEN = os.environ.get("SLACK_BOT_TOKEN", "xoxb-2417750129-5569904418530-Qm7rT2vLx9KpWc4ZbN8dY")
        SIGNING_SECRET = os.getenv("SIGNING_SECRET", default="")
        DB_PASSWORD = os.environ.get("DB_PASSWORD", "changeme")
        LOG_DIR = os.environ.get("LOG_DIR", "/var/log/apps")
        """,
}


def test_a_credential_an_environment_lookup_falls_back_to_is_written_in_the_code():
    view = MemoryView(ENV_FALLBACKS)
    found = raised(view, "taint")
    assert [(f.category, f.primary.start_line) for f in found] == [("hardcoded-secret", 3)], [f.title for f in found]
    assert judge_at(view, "pattern", "bot/config.py", "xoxb-", "hardcoded-secret").verdict is VerdictKind.CONFIRMED
    placeholder = judge_at(view, "pattern", "bot/config.py", '"changeme"', "hardcoded-secret")
    assert placeholder.verdict is VerdictKind.REFUTED, placeholder.reason


MORE_SECRETS = {
    "ops/settings.py": """
        import os

        PROXY_PASS = "tX4v9Qm2Lr7zKp"
        SNMP_COMMUNITY = "n0c-R3adOnly-2017"
        SERVICE_PASSWORD = os.environ.get("NETOPS_SSH_PASSWORD") or "Cisco!Backup#2019"
        WAREHOUSE_URL = "postgresql+psycopg2://etl_loader:Summer2021!etl@dwh-prod.internal:5432/warehouse"
        DEV_URL = "postgres://postgres:postgres@localhost/dev"
        TEMPLATE_URL = "mysql://app:{password}@db.internal/app"
        BROKER_URL = "amqp://guest:guest@localhost//"
        BYPASS_HEADER_VALUE = "Xr7Lm2Qp9Tz4"
        FALLBACK_DIR = os.environ.get("OPS_DIR") or "/var/lib/ops"
        DOCS_URL = "https://user:Zx9kLm2Qp@api.example.com/v1"
        GRAMMAR = "redis://[[username]:[password]]@localhost:6379"
        ARCHIVE_URL = "postgresql://archiver:Autumn2020!arc@dwh-arch.internal/archive" + "?sslmode=require"
        CACHE_URL = "redis://:Rq7!vLm2Xz@cache-prod.internal:6379/2"
        QUEUE_URL = "redis://:@cache-prod.internal:6379/3"
        CRASH_DSN = "https://7f7ec6fa8e1344ff9cfe0757efb00eb2:1e0a0b09cdcf4d169b937b7a40dc620c@sentry.io/38482"
        EVENTS_DSN = "https://9a1b2c3d4e5f:0f9e8d7c6b5a@o12345.ingest.sentry.io/678"
        SETTINGS = [("SENTRY_DSN", "", "The Sentry project's DSN, i.e.: "
                     + "http://5a63d58ae7b94f1d:73eea45d3e864923@sentry.internal:9000/2")]


        def connect(url):
            '''Connect to URL, such as "postgresql://loader:Zx9!kLm2@db.internal/dw".'''
            return url
        """,
}
_MORE = ["PROXY_PASS =", "SNMP_COMMUNITY =", "SERVICE_PASSWORD =", "WAREHOUSE_URL =", "ARCHIVE_URL =",
         "CACHE_URL ="]  # Redis's URL names no user, only the password


def test_a_pass_name_an_snmp_community_an_or_fallback_and_a_connection_urls_password_are_credentials():
    view = MemoryView(MORE_SECRETS)
    found = sorted(f.primary.start_line for f in raised(view, "taint") if f.category == "hardcoded-secret")
    assert found == sorted(line_of(view, "ops/settings.py", needle) for needle in _MORE)
    for needle in _MORE:
        for slot in ("taint", "pattern"):
            verdict = judge_at(view, slot, "ops/settings.py", needle, "hardcoded-secret")
            assert verdict.verdict is VerdictKind.CONFIRMED, (slot, needle, verdict.reason)


# ... nor one a `+` joins to a sentence, as a help text's example (an ARCHIVE_URL joined to its query is confirmed).
# ... nor a Sentry DSN's keys (sentry.io), which only let a program report its crashes to that project.
@pytest.mark.parametrize("needle", ["DEV_URL =", "TEMPLATE_URL =", "BROKER_URL =", '+ "http://5a63', "QUEUE_URL =",
                                    "CRASH_DSN =", "EVENTS_DSN ="])
def test_a_connection_url_with_a_default_or_template_password_is_not_confirmed(needle):
    view = MemoryView(MORE_SECRETS)
    for slot in ("taint", "pattern"):
        verdict = judge_at(view, slot, "ops/settings.py", needle, "hardcoded-secret")
        assert verdict.verdict is not VerdictKind.CONFIRMED, (slot, needle, verdict.reason)


PICKS_AND_RANDOM_DIGESTS = {
    "app/tokens.py": """
        import hashlib
        import os
        import random
        import string

        CHARS = string.ascii_letters + string.digits

        def referral_server(servers):
            server = random.choice(servers)
            return server

        def signing_key(keys):
            key = random.choice(keys)
            return key

        def reset_code():
            code = random.choice(CHARS)
            return code

        def api_token():
            token = "".join(random.choice(string.ascii_letters) for _ in range(20))
            return token

        def passphrase(words):
            password = " ".join(random.choice(words) for _ in range(6))
            return password

        def login_pin():
            pin = random.choice(range(1000, 9999))
            return pin

        def new_csrf(session):
            session["csrf"] = hashlib.sha1(os.urandom(64)).hexdigest()
            hmac_csrf = session["csrf"]
            return hmac_csrf

        def store(password):
            password_hash = hashlib.md5(password.encode() + os.urandom(8)).hexdigest()
            return password_hash
        """,
}


@pytest.mark.parametrize("needle, category, expected", [
    ("random.choice(servers)", "weak-random", VerdictKind.REFUTED),  # one of the servers it has
    ("random.choice(keys)", "weak-random", VerdictKind.REFUTED),  # one of the caller's keys: no new secret
    ("random.choice(CHARS)", "weak-random", VerdictKind.CONFIRMED),  # string's alphabets are constants
    ("random.choice(string.ascii_letters)", "weak-random", VerdictKind.CONFIRMED),
    ("random.choice(words)", "weak-random", VerdictKind.CONFIRMED),  # words joined into a password
    ("random.choice(range(", "weak-random", VerdictKind.CONFIRMED),  # a number drawn from a range
    ("hashlib.sha1(os.urandom(64))", "weak-hash", VerdictKind.REFUTED),  # as strong as urandom's bytes
    ("hashlib.md5(password.encode()", "weak-hash", VerdictKind.CONFIRMED),  # a password, salt or not
])
def test_a_pick_among_existing_items_and_a_digest_of_urandom_make_no_weak_secret(needle, category, expected):
    verdict = judge_at(MemoryView(PICKS_AND_RANDOM_DIGESTS), "taint", "app/tokens.py", needle, category)
    assert verdict.verdict is expected, verdict.reason


COOKIE_SETTINGS = {
    "shop/settings/production.py": """
        SESSION_COOKIE_SECURE = False
        SESSION_COOKIE_HTTPONLY = True
        CSRF_COOKIE_HTTPONLY = False
        """,
    "shop/settings/dev.py": "SESSION_COOKIE_SECURE = False\n",
    "shop/conf/global_settings.py": "SESSION_COOKIE_SECURE = False\n",
    "shop/config.py": """
        class Config:
            REMEMBER_COOKIE_HTTPONLY = False


        class TestingConfig(Config):
            SESSION_COOKIE_SECURE = False
        """,
    "shop/app.py": """
        from flask import Flask
        from pyramid.authentication import AuthTktCookieHelper
        from starlette.middleware.sessions import SessionMiddleware

        app = Flask(__name__)
        app.config.update(SESSION_COOKIE_NAME="shop", SESSION_COOKIE_HTTPONLY=False)
        app.config["SESSION_COOKIE_SECURE"] = False
        helper = AuthTktCookieHelper("s3cr3t", cookie_name="auth", hashalg="sha512")
        strict = AuthTktCookieHelper("s3cr3t", cookie_name="auth2", secure=True, http_only=True)


        def install(api, key):
            api.add_middleware(SessionMiddleware, secret_key=key, https_only=False)
        """,
    "shop/asgi.py": """
        from starlette.applications import Starlette
        from starlette.middleware import Middleware
        from starlette.middleware.sessions import SessionMiddleware

        app = Starlette(middleware=[Middleware(SessionMiddleware, secret_key="k", https_only=False)])
        strict = Starlette(middleware=[Middleware(SessionMiddleware, secret_key="k", https_only=True)])
        """,
}


def test_the_pattern_slot_raises_session_cookies_a_setting_or_component_leaves_unflagged():
    found = {(f.primary.path, f.primary.start_line) for f in raised(MemoryView(COOKIE_SETTINGS), "pattern")
             if f.category == "insecure-cookie"}
    view = MemoryView(COOKIE_SETTINGS)
    expected = {("shop/settings/production.py", 1), ("shop/config.py", 2),
                ("shop/app.py", line_of(view, "shop/app.py", "SESSION_COOKIE_HTTPONLY=False")),
                ("shop/app.py", line_of(view, "shop/app.py", 'app.config["SESSION_COOKIE_SECURE"]')),
                ("shop/app.py", line_of(view, "shop/app.py", 'cookie_name="auth",')),
                ("shop/app.py", line_of(view, "shop/app.py", "https_only=False")),
                ("shop/asgi.py", line_of(view, "shop/asgi.py", "https_only=False"))}
    assert found == expected  # not the dev settings, the framework's defaults, a testing class or a flagged helper


@pytest.mark.parametrize("path, needle", [
    ("shop/settings/production.py", "SESSION_COOKIE_SECURE = False"),
    ("shop/config.py", "REMEMBER_COOKIE_HTTPONLY = False"),
    ("shop/app.py", "SESSION_COOKIE_HTTPONLY=False"),
    ("shop/app.py", 'cookie_name="auth",'),
    ("shop/app.py", "https_only=False"),
    ("shop/asgi.py", "https_only=False"),
])
def test_the_taint_slot_confirms_a_session_cookie_a_setting_leaves_unflagged(path, needle):
    verdict = judge_at(MemoryView(COOKIE_SETTINGS), "taint", path, needle, "insecure-cookie")
    assert verdict.verdict is VerdictKind.CONFIRMED, verdict.reason


@pytest.mark.parametrize("path, needle", [
    ("shop/settings/dev.py", "SESSION_COOKIE_SECURE"),  # development settings
    ("shop/conf/global_settings.py", "SESSION_COOKIE_SECURE"),  # a framework's defaults
    ("shop/settings/production.py", "CSRF_COOKIE_HTTPONLY"),  # scripts read the CSRF cookie
    ("shop/app.py", "secure=True, http_only=True"),
    ("shop/asgi.py", "https_only=True"),
])
def test_the_taint_slot_confirms_no_cookie_setting_that_is_not_a_deployments(path, needle):
    verdict = judge_at(MemoryView(COOKIE_SETTINGS), "taint", path, needle, "insecure-cookie")
    assert verdict.verdict is not VerdictKind.CONFIRMED, verdict.reason


HEADER_COOKIES = {
    "portal/wsgi.py": """
        import secrets


        def application(environ, start_response):
            sid = secrets.token_urlsafe(24)
            headers = [("Location", "/"), ("Set-Cookie", "portal_session=%s; Path=/; HttpOnly" % sid)]
            headers.append(("Set-Cookie", f"portal_remember={sid}; Path=/; Max-Age=2592000"))
            headers.append(("Set-Cookie", "theme=%s; Path=/; Max-Age=31536000" % environ["QUERY_STRING"]))
            headers.append(("Set-Cookie", "portal_auth={}; Path=/; Secure; HttpOnly; SameSite=Lax".format(sid)))
            headers.append(("Set-Cookie", "csrftoken=%s; Path=/; Secure" % sid))
            headers.append(("Set-Cookie", "portal_sid=%s; Path=/%s" % (sid, environ.get("FLAGS", ""))))
            start_response("303 See Other", headers)
            return [b""]
        """,
    "cgi-bin/login.py": 'import os\nprint("Set-Cookie: INTRANET_AUTH=%s; Path=/" % os.urandom(8).hex())\n',
}


@pytest.mark.parametrize("path, needle, expected", [
    ("portal/wsgi.py", '"portal_session=%s', True),  # HttpOnly written, Secure not
    ("portal/wsgi.py", 'f"portal_remember=', True),
    ("cgi-bin/login.py", "INTRANET_AUTH", True),
    ("portal/wsgi.py", '"theme=%s', False),  # a preference, not a credential
    ("portal/wsgi.py", '"portal_auth={}', False),  # both flags written
    ("portal/wsgi.py", '"csrftoken=%s', False),  # scripts read it: Secure is enough
    ("portal/wsgi.py", '"portal_sid=%s; Path=/%s', False),  # attributes filled in at run time
])
def test_a_credential_cookie_written_as_header_text_is_judged_by_the_attributes_written(path, needle, expected):
    view = MemoryView(HEADER_COOKIES)
    raised_lines = {(f.primary.path, f.primary.start_line) for f in raised(view, "pattern")
                    if f.category == "insecure-cookie"}
    assert ((path, line_of(view, path, needle)) in raised_lines) is expected
    verdict = judge_at(view, "taint", path, needle, "insecure-cookie")
    assert (verdict.verdict is VerdictKind.CONFIRMED) is expected, verdict.reason


FAST_HASHED = {
    "accounts/security.py": """
        import hashlib
        import hmac


        def hash_password(password, pepper):
            return hashlib.sha256((pepper + password).encode()).hexdigest()


        def sign(secret, body):
            return hashlib.sha256(secret + body).hexdigest()


        def store(raw_pwd):
            return hashlib.pbkdf2_hmac("sha256", raw_pwd.encode(), b"salt", 600000)


        def etag(content):
            return hashlib.sha256(content).hexdigest()
        """,
}


def test_a_password_digested_with_a_fast_hash_is_raised_and_confirmed():
    view = MemoryView(FAST_HASHED)
    raised_lines = {f.primary.start_line for f in raised(view, "pattern") if f.category == "weak-hash"}
    assert raised_lines == {line_of(view, "accounts/security.py", "(pepper + password)")}  # not a signature's
    verdict = judge_at(view, "taint", "accounts/security.py", "(pepper + password)", "weak-hash")
    assert verdict.verdict is VerdictKind.CONFIRMED, verdict.reason


@pytest.mark.parametrize("needle", ["sha256(secret + body)", "sha256(content)"])
def test_a_fast_hash_of_anything_but_a_password_is_not_confirmed(needle):
    verdict = judge_at(MemoryView(FAST_HASHED), "taint", "accounts/security.py", needle, "weak-hash")
    assert verdict.verdict is not VerdictKind.CONFIRMED, verdict.reason


ENV_DEBUG = {
    "site/settings/production.py": """
        import os

        from .base import *  # noqa

        DEBUG = os.environ.get("SITE_DEBUG", "true").lower() in ("1", "true", "yes")
        TEMPLATE_DEBUG = os.environ.get("SITE_TEMPLATE_DEBUG", "0") == "1"
        SECURE_SSL_REDIRECT = True
        ALLOWED_HOSTS = ["example.org"]
        """,
}


def test_debug_read_from_the_environment_with_a_default_of_on_is_raised_and_confirmed():
    view = MemoryView(ENV_DEBUG)
    lines = {f.primary.start_line for f in raised(view, "pattern") if f.category == "debug-enabled"}
    assert lines == {line_of(view, "site/settings/production.py", '"SITE_DEBUG", "true"')}
    verdict = judge_at(view, "taint", "site/settings/production.py", '"SITE_DEBUG", "true"', "debug-enabled")
    assert verdict.verdict is VerdictKind.CONFIRMED and "SITE_DEBUG" in verdict.reason, verdict.reason
    off = judge_at(view, "taint", "site/settings/production.py", '"SITE_TEMPLATE_DEBUG", "0"', "debug-enabled")
    assert off.verdict is VerdictKind.REFUTED, off.reason  # off unless the operator turns it on


def test_a_credential_an_environment_lookup_falls_back_to_as_a_keyword_is_judged_by_the_pattern_slot():
    code = ('import os\n\n\ndef make_app():\n'
            '    settings = dict(\n'
            '        cookie_secret=os.environ.get("APP_COOKIE_SECRET", "gb-4f1c9e2a77d04b8e9a3f5c61d2e8b7a0"),\n'
            '        login_url=os.environ.get("APP_LOGIN_URL", "/login"),\n'
            '    )\n    return settings\n')
    view = MemoryView({"app.py": code})
    verdict = judge_at(view, "pattern", "app.py", "APP_COOKIE_SECRET", "hardcoded-secret")
    assert verdict.verdict is VerdictKind.CONFIRMED, verdict.reason


SETTING_DEFAULTS = {
    "app/settings.py": """
        import configparser
        import os
        from tornado.options import define

        settings = configparser.ConfigParser()
        settings.read("app.ini")
        COOKIE_SECRET = settings.get("web", "cookie_secret", fallback="rec1pe-b0x-cookie-k3y")
        DB_PASSWORD = settings.get("db", "password", fallback=os.environ.get("DB_PASSWORD", ""))
        EMPTY = settings.get("vault", "token", fallback="")
        THEME = settings.get("web", "theme", fallback="d4rk-Blue-99x")
        define("db_password", default="t1d3-Gauge-pg!77", help="password for the tides role")
        define("cookie_secret", default=os.environ.get("TIDE_COOKIE_SECRET"), help="HMAC key")
        define("port", default=8888)


        class Vault:
            def __init__(self, path):
                self._cp = configparser.ConfigParser()
                self._cp.read(path)

            def token(self):
                return self._cp.get("vault", "token", fallback="s.7hQxP2bWk9ZcLr4uN3vTfa")
        """,
}
_DEFAULTED = ['"cookie_secret", fallback=', 'define("db_password"', '"token", fallback="s.']


def _secret_verdicts(view: MemoryView, path: str, needle: str) -> dict[str, VerdictKind]:
    """Each slot's verdict on a hard-coded secret at NEEDLE."""
    return {slot: judge_at(view, slot, path, needle, "hardcoded-secret").verdict for slot in ("taint", "pattern")}


def test_a_config_parsers_fallback_and_a_tornado_options_default_for_a_credential_are_written_credentials():
    view = MemoryView(SETTING_DEFAULTS)
    found = sorted(f.primary.start_line for f in raised(view, "taint") if f.category == "hardcoded-secret")
    assert found == sorted(line_of(view, "app/settings.py", needle) for needle in _DEFAULTED)
    for needle in _DEFAULTED:
        assert set(_secret_verdicts(view, "app/settings.py", needle).values()) == {VerdictKind.CONFIRMED}, needle


@pytest.mark.parametrize("needle", ['"password", fallback=os', 'fallback="")', '"theme", fallback',
                                    'define("cookie_secret"', 'define("port"'])
def test_a_default_from_the_environment_an_empty_one_or_one_for_no_credential_is_not_confirmed(needle):
    verdicts = _secret_verdicts(MemoryView(SETTING_DEFAULTS), "app/settings.py", needle)
    assert VerdictKind.CONFIRMED not in verdicts.values(), verdicts


HEADER_KEYS = {
    "lib/zotero.py": """
        import requests

        def items(url):
            return requests.get(url, headers={"Zotero-API-Key": "P9cEk2LtVn4sQ8wXz1YbR6Hd"}, timeout=20)

        def traced(url):
            return requests.get(url, headers={"X-Request-Source": "Kq82LmZx0PvT3nWs"}, timeout=20)
        """,
}


def test_a_credential_header_named_with_hyphens_is_confirmed_by_both_slots():
    view = MemoryView(HEADER_KEYS)
    found = [f.primary.start_line for f in raised(view, "taint") if f.category == "hardcoded-secret"]
    assert found == [line_of(view, "lib/zotero.py", "Zotero-API-Key")]
    assert set(_secret_verdicts(view, "lib/zotero.py", "Zotero-API-Key").values()) == {VerdictKind.CONFIRMED}
    assert VerdictKind.CONFIRMED not in _secret_verdicts(view, "lib/zotero.py", "X-Request-Source").values()


KEYED_DIGESTS = {
    "budget/web.py": """
        import hashlib

        from flask import current_app


        def build_etag(project_id, last_modified):
            return hashlib.md5((current_app.config["SECRET_KEY"] + project_id + last_modified).encode()).hexdigest()


        def sign_export(body):
            return hashlib.md5((current_app.config["SECRET_KEY"] + body).encode()).hexdigest()


        def cache_key(password):
            return hashlib.md5(password.encode()).hexdigest()
        """,
}


@pytest.mark.parametrize(("needle", "expected"), [
    ('def build_etag', VerdictKind.REFUTED),  # an ETag: a high-entropy key mixed in makes it no password digest
    ('def sign_export', VerdictKind.CONFIRMED),  # a signature over the key: a MAC, which needs the strong hash
    ('def cache_key', VerdictKind.CONFIRMED),  # a password's digest, whatever the function is called
])
def test_a_digest_mixing_in_a_secret_key_is_judged_by_what_it_is_for(needle, expected):
    view = MemoryView(KEYED_DIGESTS)
    line = line_of(view, "budget/web.py", needle) + 1
    text = view.files["budget/web.py"].splitlines()[line - 1].strip()
    verdict = judge_at(view, "taint", "budget/web.py", text, "weak-hash")
    assert verdict.verdict is expected, verdict.reason
