"""What a weak hash's digest or a weak random value is for, read from the names it flows into.

Owns the intent tables of the taint slot: the names (variables, attributes, dict keys,
keyword arguments, functions returning the value) and calls that say a value protects
something (a password, a token, a session, a signature) or that it does not (an ETag, a
cache key, a checksum, a delay, a shuffle). It only classifies names; the statement walker
decides which names a value reaches.
"""

from __future__ import annotations

import ast
import codecs
import re
from typing import NamedTuple

from agent_providers.builtin.password_hashes import FOREIGN_PASSWORD
from agent_providers.builtin.python_idioms import (
    DUMMY_PASSWORDS,
    PUBLISHED_CONSTANTS,
    character_set,
    described_literals,
)
from agent_providers.builtin.taint_facts import HASH, RANDOM, Origin

SECURITY = "security"
BENIGN = "benign"
# Sent to a remote server in a request this program makes: the server's scheme dictates the digest (a request
# signature, a password transformed the way the site's own client does) and receives the value in clear (a nonce,
# a salt). The program, a client, protects nothing of its own with it.
REMOTE = "remote"

# ("auth", but not an author: `quote, author = random.choice(QUOTES)` picks a banner's quote. No "mac": a message
# authentication code is computed with a key, never drawn at random; a random "mac" is a network card's address.)
_SECURITY_WORDS = (rf"{FOREIGN_PASSWORD}|"
                   r"passw|pwd|passphrase|secret|token|nonce|otp|totp|session|sess_?id|\bsid\b|api_?key|csrf|"
                   r"xsrf|sign|hmac|auth(?!or(s|ed|ing)?\b)|credential|reset|verif|activation|captcha|invite|"
                   r"\bpin\b|"
                   r"secure_?key|private|crypt|cipher|\biv\b|confirm|one_?time|magic_?link|unsubscribe_?key|"
                   r"\bcode\b|\bkey\b|challenge|coupon|voucher|serial|licen[cs]e|recovery|access")
_HASH_BENIGN_WORDS = (r"etag|cache|checksum|crc|fingerprint|dedup|shard|bucket|partition|colou?r|avatar|gravatar|"
                      r"file_?hash|content_?hash|hash_?key|file_?name|filename|path|slug|version|revision|build|"
                      r"trace|request_?id|correlation|lock|identicon|bust|md5sum|sha1sum|integrity_?check|digest_?of")
# A salt is stored beside the hash it seasons, in clear: it must differ from one password to the next, not be
# unguessable (Trac's `salt()` for htpasswd's $apr1$ entries), so a random module's salt weakens nothing.
_RANDOM_BENIGN_WORDS = (r"delay|jitter|sleep|backoff|timeout|retry|retries|wait|interval|shuffle|sample|colou?r|"
                        r"offset|position|\bpos\b|index|\bidx\b|greeting|quote|tip|message|\bmsg\b|weight|noise|"
                        r"probab|chance|ratio|fraction|percent|score|dice|roll|demo|example|mock|fake|dummy|"
                        r"temperature|speed|angle|width|height|\bx\b|\by\b|\bz\b|latency|spread|pick|banner|motd|"
                        r"avatar|nickname|display_?name|placeholder|port|sample_?rate|population|simulat|game|card|"
                        r"sort_?key|tie_?break|user_?agent|boundary|salt")


def _words(pattern: str) -> re.Pattern[str]:
    """A pattern over names split into space-separated words (`api_?key` matches "api key" and "apikey")."""
    return re.compile(pattern.replace("_?", "[ ]?"), re.IGNORECASE)


_SECURITY = _words(_SECURITY_WORDS)
# What a function's name must say for the random value it returns to be harmless whatever its own variables are
# called (`def choose_boundary(): nonce = ...; return nonce`): a timing, an ordering, a boundary. Not the weaker
# words (a card, a pick, a game) that a value with a price can also be (`def new_gift_card(): code = ...`).
_RETURNED_BENIGN = _words(r"boundary|jitter|delay|sleep|backoff|timeout|retry|retries|interval|shuffle|sample|"
                          r"colou?r|latency|noise|offset|sort_?key|tie_?break")
# For a digest, only what needs the hash to resist collisions or brute force counts: a password
# stored as its hash, a signature or MAC, an integrity check. A token or session id derived from
# random input by a weak hash is as unpredictable as its input.
# (A digest that becomes a PIN makes one, as Werkzeug's debugger does from the machine's identifiers: a PIN
# hashed is known by the value's own name, see HASHED_PASSWORD_NAME.)
_HASH_SECURITY = _words(rf"{FOREIGN_PASSWORD}|"
                        r"passw|\bpwd\b|passphrase|sign|signature|hmac|\bmac\b|credential|integrity|verif|"
                        r"\bsecret\b|tamper|authentic|passcode")
_BENIGN = {HASH: _words(_HASH_BENIGN_WORDS), RANDOM: _words(_RANDOM_BENIGN_WORDS)}
# Calls whose argument is used for timing or ordering, never as a secret.
BENIGN_CALLS = frozenset({"time.sleep", "asyncio.sleep", "gevent.sleep", "eventlet.sleep", "random.seed",
                          "threading.Timer", "sched.scheduler.enter"})
# Receivers whose get/set take a cache key.
_CACHE_RECEIVER = _words(r"cache|memo|lru|redis|memcache")


class IntentUse(NamedTuple):
    """A hash digest or random value reaching a name that says what it is for."""

    origin: Origin  # the weak hash or random call
    line: int  # where it reaches the name
    target: str  # the name (variable, attribute, key, keyword, function)
    intent: str  # SECURITY or BENIGN
    segment: str = ""  # exact text naming the target, for quoting


def intent_of(kind: str, name: str) -> str | None:
    """SECURITY or BENIGN when NAME says what a value of KIND (HASH or RANDOM) is for, else None."""
    words = _split(name)
    if kind in _BENIGN and _BENIGN[kind].search(words):
        return BENIGN
    if (_HASH_SECURITY if kind == HASH else _SECURITY).search(words):
        return SECURITY
    return None


# Calls that send a request to a remote server, by their name: a client's own helper named for it
# (`_download_json`, `_call_api`, `send_request`) or a bare `request`/`fetch`. Each also needs the parts of a request
# (a query, headers, a body) or a URL among its arguments, since a database's fetch or a framework's request is none.
# (An HTTP library's own functions and client sessions are known by their names; see `note_sent`.)
_SENDER = re.compile(r"download|urlopen|call_?api|api_?(call|request|get|post)|send_?request|http_?(request|get|post)|"
                     r"(request|fetch)_?(webpage|page|json|url)|^_?(get|post|put)_?(json|page|url)$", re.IGNORECASE)
# Names that say the call is a request to a remote API and nothing else (`api_request("login", password=...)`): every
# argument is one of the request's parameters, and no URL or request part needs to show it.
_API_SENDER = re.compile(r"call_?api|api_?(call|request)|send_?(api_?)?request", re.IGNORECASE)
_GENERIC_SENDER = frozenset({"request", "_request", "fetch", "_fetch", "open_url"})
REQUEST_PARTS = frozenset({"params", "query", "headers", "data", "json", "body", "form", "fields", "auth", "cookies"})
# Keywords that hold a request's body or query in clients of every name (`self.load(API_URL + method, post=...)`):
# given with a URL, they make the call a request whatever it is called.
BODY_KEYWORDS = REQUEST_PARTS | {"post", "payload", "post_data", "postdata"}


def sends_request(name: str, keywords: set[str], url_like: bool) -> bool:
    """Whether a call of the function or method NAME, with KEYWORDS and (URL_LIKE) a URL among its arguments,
    sends a request to a remote server."""
    if api_sender(name) or url_like and keywords & BODY_KEYWORDS:
        return True
    named = bool(_SENDER.search(name)) or name in _GENERIC_SENDER
    return named and (bool(keywords & REQUEST_PARTS) or url_like)


def api_sender(name: str) -> bool:
    """Whether NAME says its calls are requests to a remote API, every argument a parameter of the request."""
    return bool(_API_SENDER.search(name))


def returned_benign(name: str) -> bool:
    """A function NAME that says the random value it returns is a timing, an ordering or a boundary (see
    _RETURNED_BENIGN)."""
    return bool(_RETURNED_BENIGN.search(_split(name)))


def cache_receiver(name: str) -> bool:
    return bool(_CACHE_RECEIVER.search(name))


def _split(name: str) -> str:
    """camelCase, snake_case and dotted names as space-separated words, so word boundaries hold."""
    spaced = re.sub(r"(?<=[a-z0-9])(?=[A-Z])", " ", name)
    return re.sub(r"[._\-\s]+", " ", spaced).lower().strip()


# --- credentials written into the code ---------------------------------------------------

_CREDENTIAL = _words(rf"{FOREIGN_PASSWORD}|"
                     r"passw|\bpwd\b|\bpw\b|\bpass\b|passphrase|secret|token|api_?key|apikey|private_?key|access_?key|"
                     r"auth_?key|signing_?key|encryption_?key|secret_?key|client_?secret|credential|snmp_?community|"
                     r"fernet|cipher_?key|aes_?key|hmac_?key|session_?key")
# Names that hold something about a credential rather than the credential (a URL, a field name,
# a template, a length): `TOKEN_URL`, `PASSWORD_FIELD`, `password_reset_template`. Each word must start a
# word of the name: "min" is a bound in `PASSWORD_MIN`, but only three letters of `ADMIN_TOKEN`.
_ABOUT = _words(r"\b(?:url|uri|endpoint|field|template|path|file|name|label|length|\blen\b|min|max|regex|pattern|cache|"
                r"format|prompt|message|msg|error|header|type|expire|expiry|ttl|timeout|prefix|suffix|"
                r"cookie_?name|param|column|env|var|policy|validator|hint|help|title|placeholder|reset|hash|"
                r"algorithm|salt_?rounds|rounds|mode|scheme|id$)")
# An "about" word glued to a credential word in one word: `tokenname`, `SECRETNAME`, `passwordfield`.
_GLUED = re.compile(r"(passw\w*|pwd|secret|token|key)(url|uri|endpoint|field|template|path|file|name|label|len|length|"
                    r"min|max|regex|pattern|format|prompt|message|msg|error|header|type|env|var|id)\b")
_DICT_CREDENTIAL = _words(rf"{FOREIGN_PASSWORD}|passw|\bpwd\b|\bpw\b|passphrase|secret|api_?key|apikey|private_?key|"
                          r"credential")
_PLACEHOLDER = re.compile(
    r"^(|\s+|x+|\*+|\.+|-+|#+|0+|changeme|change[_ -]?me|change[_ -]?this.*|replace[_ -]?me|todo|tbd|fixme|none|null|"
    r"nil|default|dummy|fake|example|sample|test|testing|placeholder|secret|password|passwd|pass|token|key|"
    r"api[_-]?key|your[_ -].*|<.*>|\{.*\}|\$\{.*\}|\$[A-Z_]+|%\(.*\)s|%s|not[_ -]?(a[_ -]?)?(real|secret).*|"
    r"insert[_ -].*|put[_ -].*here|set[_ -]?me|redacted|hidden|unused|n/?a|"
    # a mask a log or a form shows in the secret's place: "[REDACTED]", "(hidden)", "<filtered>"
    r"[\[(<]?(redacted|hidden|masked|filtered|removed|censored|secret|password)[\])>]?|" + DUMMY_PASSWORDS + r")$",
    re.IGNORECASE)
# A phrase, a URL without credentials, a path (under the home folder too: `~/.ssh/id_rsa`), a name in snake case
# of letters, also behind a sigil or before a stop (a marker or sentinel: "_sa_default", "#bygroup", ":memory:",
# "\0secrets", a protocol's "done."), a file name, or a regular expression (a group with options, a negated or
# ranged class, a class escape): text a program matches or names, not a key.
# Also no credential: a run of punctuation alone (a character set: `!#$%&'*+-.^_`|~`), a dotted number (a
# protocol's reply code, a version: `257.1`), words or a count joined by slashes (a principal's name, a rate limit:
# `5/m/user`), two or more words joined by dots (a session key's name: `mfa.totp.secret`, a template's
# `block.super`).
_NOT_A_VALUE = re.compile(r"\s|^[a-z]+://[^@]*$|^/|^\./|^~/|^(__|[_#:.@\x00])?[a-z]+([_-][a-z]+)*[_:.]?$|^[\w-]+\.[a-z]{2,4}$|"
                          r"\(\?[:=!<P]|\[\^|\[[^\][]*\w-\w[^\][]*\]|\\[dwsDWS]|^[\W_]+$|^\d+(\.\d+)+$|"
                          r"^(\d+|[a-z]+([_-][a-z]+)*)(/[a-z]+([_-][a-z]+)*)+$|"
                          r"^[a-z]+([_-][a-z]+)*(\.[a-z]+([_-][a-z]+)*){1,}$|"
                          # a URN (RFC 8141: `urn:oasis:names:tc:SAML:2.0:ac:classes:Password`) and an XML name in
                          # Clark notation (`{DAV:}lock-token-submitted`): public names of protocol things
                          # a command-line option (`"passphrase": "--passphrase-fd"`) and a JWS algorithm's name
                          # (`"client_secret_jwt": "HS256"`): what a tool or a protocol is told, no secret
                          r"^--?[a-z][a-z0-9]*(-[a-z0-9]+)*=?$|^(HS|RS|ES|PS)(256|384|512)$|^EdDSA$|"
                          r"^urn:[a-z0-9][a-z0-9-]*:\S+$|^\{[^}\s]+\}[\w.-]+$|"
                          # three or more words or numbers joined by "|": the alternatives of a pattern
                          # (`"abc123|123456|qwerty"`, the stand-ins a rule knows), not one value
                          r"^\w+(\|\w+){2,}$|"
                          # a public key, DER in base64 (RSA SubjectPublicKeyInfo: a private key has an
                          # OCTET STRING where this has a BIT STRING), published to be read
                          r"^MI[A-Za-z0-9+/]{2,6}ANBgkqhkiG9w0BAQEFAAO",
                          re.IGNORECASE)
# Words that mark a value as one to be filled in, wherever they appear in it.
_PLACEHOLDER_WORDS = re.compile(r"todo|fixme|change[_ -]?(me|this|it)|your[_ -]|replace|generate|placeholder|"
                                r"example|dummy|insert|x{4,}|\*{3,}|<[^>]*>", re.IGNORECASE)
# A SQL column type a database adapter fills in for each field (`'password': 'CHAR(%(length)s)'`, web2py's DAL
# types by field type): a template, not a credential. Only the type's name and its fields: a password made of
# a fixed part and a field (`"Adm1n#Acme-%(site)s"`) keeps its fixed part secret.
_COLUMN_TYPE = re.compile(r"^[A-Z][A-Z0-9_ ]*\(\s*%\(\w+\)[sd](\s*,\s*%\(\w+\)[sd])*\s*\)$")
PLACEHOLDER, NOT_A_SECRET, SECRET = "placeholder", "not-a-secret", "secret"

# A connection URL with its password written in (`postgresql://loader:S3cret@db.internal/dw`, `amqp://u:p@host`): the
# password is a credential whatever the variable is called. Not one whose password is a template (`{password}`,
# `%s`, `${DB_PASS}`) or empty.
# Only a literal that is the URL, whole (a docstring's example inside a sentence, a grammar such as
# `[[user]:[password]]@host`, or a host under example.com describes a URL; it connects nowhere). So does one a `+`
# joins to a sentence: a help text's example, split over two literals. Nor a Sentry DSN's keys (a host under
# sentry.io), which only let a program report its crashes to that project.
URL_PASSWORD = re.compile(r"^[a-z][a-z0-9+.-]*://[^\s:/@]*:(?P<password>[^\s@/\[\]]+)@"
                          r"(?!(?:[\w-]+\.)*(?:example\.(?:com|org|net)|sentry\.io)\b)[^\s/@]+\S*$", re.IGNORECASE)
URL_CREDENTIAL = "the password of a connection URL"


class CredentialUse(NamedTuple):
    """A string written in the code reaching a name that says it is a credential."""

    literal_line: int  # where the string is written
    value: str
    target: str  # the credential-named variable, attribute, key or keyword
    use_line: int  # where it reaches TARGET (the literal's own line when assigned there)
    segment: str = ""  # exact text of the literal, for quoting
    context: str = ""  # the settings class it is written in, if any (TestingConfig)


def url_credentials(tree: ast.AST) -> list[CredentialUse]:
    """The passwords written into connection URLs anywhere in TREE (a settings constant, a DAL(...) argument)."""
    found = []
    described = described_literals(tree)
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in described:
            match = URL_PASSWORD.match(node.value.strip())
            if match:
                found.append(CredentialUse(node.lineno, match["password"], URL_CREDENTIAL, node.lineno,
                                           match["password"]))
    return found


# Tokens whose format says a provider issued them to one account or project, whole (a Google API key, GitHub and
# GitLab tokens, Slack tokens, Stripe live keys, SendGrid and OpenAI keys, PyPI and Hugging Face tokens, Google OAuth
# client secrets): a credential whatever name holds it (`SAFE_BROWSING_KEY = "AIza..."`, `"key": "xoxb-..."`), where
# the name alone would not say so. Not an AWS access key id (`AKIA...`): it names a key, and the secret beside it is
# judged by its own name.
_ISSUED = re.compile(r"^(AIza[0-9A-Za-z_-]{35}|gh[pousr]_[0-9A-Za-z]{36}|github_pat_\w{60,}|glpat-[\w-]{20,}|"
                     r"xox[abposr]-[0-9A-Za-z-]{10,}|[sr]k_live_[0-9A-Za-z]{16,}|SG\.[\w-]{16,}\.[\w-]{16,}|"
                     r"sk-(proj-)?[0-9A-Za-z_-]{32,}|pypi-AgE[\w-]{50,}|hf_[0-9A-Za-z]{30,}|GOCSPX-[\w-]{20,})$")


def issued_token(value: str) -> bool:
    """VALUE has the whole format of a token a provider issued to one account or project."""
    return bool(_ISSUED.match(value.strip()))


def credential_name(name: str) -> bool:
    """A name that holds a credential itself (not its URL, field name or template)."""
    words = _split(name)
    return bool(_CREDENTIAL.search(words)) and not _ABOUT.search(words) and not _GLUED.search(words)


def dict_credential_name(key: str) -> bool:
    """A dict key that holds a credential: stricter than a variable's name, since keys also name kinds of
    tokens and keys (`{"token": "NUMBER"}`, `{"key": "id"}`) where settings dicts say PASSWORD or SECRET."""
    return credential_name(key) and bool(_DICT_CREDENTIAL.search(_split(key)))


def literal_text(node: ast.AST | None) -> str | None:
    """The text of a string or bytes literal (a key is often written as bytes: `SIGNING_KEY = b"..."`)."""
    if isinstance(node, ast.Constant):
        if isinstance(node.value, str):
            return node.value
        if isinstance(node.value, bytes):  # a key written as bytes is text; binary markers are not
            text = node.value.decode("latin-1")
            return text if text.isprintable() else None
    return None


# An import path: lower-case modules, then the class (CamelCase) or function (snake_case) it names
# (`oauth2_provider.generators.ClientSecretGenerator`). Case-sensitive, so a JWT's base64 parts are not one, and
# letters and digits between dots (`a1.b2.c3`) are no names.
# A Java class's members and a package prefix ending in a dot are the same kind of name
# (`com.cloudbees.plugins.credentials.CredentialsProvider.Create`, `...CredentialsProvider.`).
_IMPORT_PATH = re.compile(r"^[a-z_][a-z0-9_]*(\.[a-z_][a-z0-9_]*)+"
                          r"(\.([A-Z][A-Za-z0-9]*[a-z][A-Za-z0-9]*|[a-z]+_[a-z0-9_]+))+\.?$")
_WORD = re.compile(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])|[0-9]+")
_CODEC_SPELLING = re.compile(r"^[A-Za-z][A-Za-z0-9_-]{2,15}$")


def literal_kind(value: str, target: str = "") -> str:
    """PLACEHOLDER (empty, changeme, <your-key>, ${VAR}), NOT_A_SECRET (a phrase, a URL, a path, a
    field name in lower snake case, an import path, the TARGET's own name spelt out), or SECRET (something
    that could be a working credential)."""
    if _PLACEHOLDER.match(value.strip()) or _PLACEHOLDER_WORDS.search(value) or _COLUMN_TYPE.match(value.strip()):
        return PLACEHOLDER
    if _NOT_A_VALUE.search(value) or len(value) < 4 or _IMPORT_PATH.match(value) or spells_target(value, target) \
            or names_entry(value, target) \
            or character_set(value) or codec_name(value) or value.strip().upper() in PUBLISHED_CONSTANTS:
        return NOT_A_SECRET
    return SECRET


def codec_name(value: str) -> bool:
    """Whether VALUE names a text encoding (`PASSWORD = 'utf8'` in a class of encodings): what the field is
    encoded in, not what it holds."""
    if not _CODEC_SPELLING.match(value):
        return False
    try:
        codecs.lookup(value)
    except LookupError:
        return False
    return True


def spells_target(value: str, target: str) -> bool:
    """Whether VALUE ends with the words of TARGET, two or more of them: `_ACCESS_TOKEN = "OS-OAUTH1:access_token"`,
    `RULE_ADMIN_OR_TOKEN_SUBJECT = "rule:admin_or_token_subject"`. A value that names what it is stored under is a
    key or a policy name, not a credential."""
    words = [w.lower() for w in _WORD.findall(target)]
    return len(words) >= 2 and [w.lower() for w in _WORD.findall(value)][-len(words):] == words


# An object named by its module and its name, as an entry point or a registry writes it (`ptah.password:changer`).
_ENTRY = re.compile(r"[a-z]+(?:[_-][a-z]+)*(?:\.[a-z]+(?:[_-][a-z]+)*)+:([a-z]+(?:[_-][a-z]+)*)")


def names_entry(value: str, target: str) -> bool:
    """Whether VALUE names an object by its module (`ID_PASSWORD_CHANGER = "ptah.password:changer"`) and the name
    after the colon is among TARGET's words: what the setting identifies, not a user and a password
    (`REDIS_PASSWORD = "cache.prod:letmein"`)."""
    found = _ENTRY.fullmatch(value)
    words = {w.lower() for w in _WORD.findall(target)}
    return found is not None and set(re.split(r"[_-]", found.group(1))) <= words


# Settings classes named for development or testing: production selects another.
DEVELOPMENT = re.compile(r"dev|local|test|debug", re.IGNORECASE)

