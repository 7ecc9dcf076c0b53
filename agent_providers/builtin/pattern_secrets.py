"""The pattern slot's own reading of a credential written in the code, from the statement alone.

Owns the question "is the string on these lines a credential someone could use?", answered from
the shape of the statement (a literal assigned to, or passed as, a credential-named variable,
attribute, key or keyword) and from the literal itself: a placeholder (empty, `changeme`,
`<your-key>`, `${VAR}`) or something that is no credential value (a phrase, a URL, a path, a
field name) is not one. Reachability does not matter: whoever reads the code holds the value.
It never follows data flow.
"""

from __future__ import annotations

import ast
import re
from typing import NamedTuple

from agent_providers.builtin.pattern_source import ParsedFile
from agent_providers.builtin.python_idioms import (
    DUMMY_PASSWORDS,
    PUBLISHED_CONSTANTS,
    TEXT_RECODINGS,
    character_set,
    code_table,
    described_literals,
    setting_default,
)

_NAME = re.compile(r"pass(wd|word|phrase)?|pwd|secret|token|api_?key|apikey|private_?key|access_?key|"
                   r"auth_?key|client_?secret|credential|snmp_?community|_key$|^key$", re.IGNORECASE)
# A connection URL with a password in it (`mysql://inventory:St0ck!@10.0.4.12/db`): its password, whatever the
# variable is named (Redis's `redis://:St0ck!@cache:6379/0` names no user, only the password).
# Not a Sentry DSN (`https://public:secret@sentry.io/38482`): its keys only let a program send that project its
# crash reports, and a client program ships them to every user on purpose.
_URL_PASSWORD = re.compile(r"^[a-z][a-z0-9+.-]*://[^\s:/@]*:(?P<password>[^\s@/\[\]]+)@"
                           r"(?!(?:[\w-]+\.)*(?:example\.(?:com|org|net)|sentry\.io)\b)[^\s/@]+\S*$", re.IGNORECASE)
_PW = re.compile(r"\bpw\b", re.IGNORECASE)  # the abbreviation, as a word of the name (LDAP_BIND_PW, dbPw)
# A settings dict's key: stricter than a variable's name, as keys also name kinds of tokens (`{"token": "NUMBER"}`).
_DICT_KEY = re.compile(r"pass(wd|word|phrase)?|pwd|\bpw\b|secret|api.?key|private.?key|credential", re.IGNORECASE)
# An about-word glued to a credential word in one word: `tokenname`, `SECRETNAME`.
_GLUED = re.compile(r"(passw\w*|pwd|secret|token|key)(url|uri|endpoint|field|template|path|file|name|label|len|length|"
                    r"min|max|regex|pattern|format|prompt|message|msg|error|header|type|env|var|id)\b", re.IGNORECASE)
# Keyword arguments that document an API by example: what they hold is no credential.
_EXAMPLE_KEYWORDS = frozenset({"example", "examples", "json_schema_extra", "openapi_examples"})
# Names that hold something about a credential: its URL, field name, template, length, header. Matched at the
# start of a word of the name (`PASSWORD_MIN_LENGTH`), never inside one (`ADMIN_TOKEN` is no bound).
_ABOUT = re.compile(r"\b(url|uri|endpoint|field|template|path|file|name|label|len|min|max|regex|pattern|format|prompt|"
                    r"message|msg|error|header|type|expir|ttl|timeout|prefix|suffix|param|column|env|hint|help|title|"
                    r"placeholder|reset|hash|algorithm|rounds|mode|scheme)", re.IGNORECASE)
# Constructors and functions that take a signing secret by position: (dotted name, argument index, its name).
_SECRET_ARGUMENTS = {
    "pyramid.authentication.AuthTktAuthenticationPolicy": (0, "secret"),
    "pyramid.authentication.AuthTktCookieHelper": (0, "secret"),
    "pyramid.session.SignedCookieSessionFactory": (0, "secret"),
    "itsdangerous.URLSafeTimedSerializer": (0, "secret_key"),
    "itsdangerous.URLSafeSerializer": (0, "secret_key"),
    "itsdangerous.Signer": (0, "secret_key"),
    "itsdangerous.TimestampSigner": (0, "secret_key"),
    "pyramid.session.UnencryptedCookieSessionFactoryConfig": (0, "signed_secret"),
    "jwt.encode": (1, "key"),
    "jwt.decode": (1, "key"),
    "hmac.new": (0, "key"),
    "cryptography.fernet.Fernet": (0, "key"),
    "Crypto.Cipher.AES.new": (0, "key"),
    "Cryptodome.Cipher.AES.new": (0, "key"),
}
_FILL_IN = re.compile(r"^(|x+|\*+|\.+|-+|0+|none|null|default|dummy|fake|example|sample|test|secret|password|"
                      r"passwd|token|key|changeme|change[_ -]?me|" + DUMMY_PASSWORDS + r")$|"
                      r"todo|fixme|change[_ -]?(me|this|it)|your[_ -]|replace|generate|placeholder|<[^>]*>|\$\{|"
                      r"^\$[A-Z_]+$|%\(|%s|^\{\w*\}$", re.IGNORECASE)
# A phrase, a URL, a path (`~/.ssh/id_rsa` too), a field name (also behind a sigil, a NUL or two underscores
# included: Zope's `__ac_password` form field, or before a
# stop: a marker a protocol or a table matches, "done.", "\0secrets"), a host name; a run of punctuation alone (a
# character set); a dotted number (a protocol's reply code, a version); words or a count joined by slashes (a
# principal's name, a rate limit: `5/m/user`); two or more words joined by dots (a session key's name:
# `mfa.totp.secret`, a template's `block.super`).
_NOT_A_VALUE = re.compile(r"\s|^[a-z]+://[^@]*$|^/|^\./|^~/|^(__|[_#:.@\x00])?[a-z]+([_-][a-z]+)*[_:.]?$|"
                          r"^[\w-]+\.[a-z]{2,4}$|^[\W_]+$|^\d+(\.\d+)+$|"
                          r"^(\d+|[a-z]+([_-][a-z]+)*)(/[a-z]+([_-][a-z]+)*)+$|"
                          r"^[a-z]+([_-][a-z]+)*(\.[a-z]+([_-][a-z]+)*){1,}$|"
                          # a URN (RFC 8141: `urn:oasis:names:tc:SAML:2.0:ac:classes:Password`) and an XML name in
                          # Clark notation (`{DAV:}lock-token-submitted`): public names of protocol things
                          # a command-line option (`"passphrase": "--passphrase-fd"`) and a JWS algorithm's name
                          # (`"client_secret_jwt": "HS256"`): what a tool or a protocol is told, no secret
                          r"^--?[a-z][a-z0-9]*(-[a-z0-9]+)*=?$|^(HS|RS|ES|PS)(256|384|512)$|^EdDSA$|"
                          r"^urn:[a-z0-9][a-z0-9-]*:\S+$|^\{[^}\s]+\}[\w.-]+$|"
                          # three or more words or numbers joined by "|": a pattern's alternatives, not one value
                          r"^\w+(\|\w+){2,}$", re.IGNORECASE)
# A dotted import path (`oauth2_provider.generators.ClientSecretGenerator`, settings naming a class): lower-case
# modules, then a class (CamelCase) or a function (snake_case). Case-sensitive, so the base64 parts of a JWT are
# no such path, and letters and digits between dots (`a1.b2.c3`) are no names.
# A Java class's members and a package prefix ending in a dot are the same kind of name
# (`com.cloudbees.plugins.credentials.CredentialsProvider.Create`, `...CredentialsProvider.`).
_DOTTED_IMPORT = re.compile(r"[a-z_][a-z0-9_]*(?:\.[a-z_][a-z0-9_]*)+"
                            r"(?:\.(?:[A-Z][A-Za-z0-9]*[a-z][A-Za-z0-9]*|[a-z]+_[a-z0-9_]+))+\.?")
# A module's dotted name and an object's name in it, as an entry point writes it (`ptah.password:changer`).
_ENTRY_POINT = re.compile(r"[a-z]+(?:[_-][a-z]+)*(?:\.[a-z]+(?:[_-][a-z]+)*)+:([a-z]+(?:[_-][a-z]+)*)")
# A public key, DER-encoded in base64 (an RSA SubjectPublicKeyInfo: its rsaEncryption OID, then a BIT STRING; a
# private key has an OCTET STRING there): published to be read, no secret.
_PUBLIC_KEY = re.compile(r"^MI[A-Za-z0-9+/]{2,6}ANBgkqhkiG9w0BAQEFAAO")


class Literal(NamedTuple):
    name: str  # the credential-named target
    value: str
    line: int
    segment: str  # the literal's exact source text


def literals(parsed: ParsedFile, start: int, end: int) -> list[Literal]:
    """String literals on lines START..END given to a credential-named variable, attribute, key or keyword."""
    found = []
    examples = {id(node) for keyword in ast.walk(parsed.tree) if isinstance(keyword, ast.keyword)
                and keyword.arg in _EXAMPLE_KEYWORDS for node in ast.walk(keyword.value)}
    described = described_literals(parsed.tree)  # a URL joined to a sentence: a help text's example
    for node in ast.walk(parsed.tree):
        if not start <= getattr(node, "lineno", 0) <= end or id(node) in examples:
            continue
        for name, value in _pairs(parsed, node):
            text = _text(value)
            if text is not None and isinstance(value, ast.Constant) and credential_name(name):
                segment = ast.get_source_segment(parsed.text, value) or ""
                found.append(Literal(name, text, value.lineno, segment))
        if not (isinstance(node, ast.Constant) and isinstance(node.value, str)) or id(node) in described:
            continue
        url = _URL_PASSWORD.match(node.value.strip())  # the literal is the URL, whole: not a sentence about one
        if url:
            found.append(Literal("the password of a connection URL", url["password"], node.lineno, url["password"]))
    return found


def credential_name(name: str) -> bool:
    words = _words(name)
    # a header's name hyphenates its words (`Zotero-API-Key`, `X-Auth-Token`): read them joined as a variable's
    return bool(_NAME.search(name) or _NAME.search("_".join(words.split())) or _PW.search(words)) \
        and not _ABOUT.search(words) and not _GLUED.search(words)


def _words(name: str) -> str:
    """NAME's words apart (camelCase, snake_case, dots), so a word's start is a regex word boundary."""
    return re.sub(r"[._\-]+", " ", re.sub(r"(?<=[a-z0-9])(?=[A-Z])", " ", name))


def _text(node: ast.AST) -> str | None:
    """A str or bytes literal's text (signing keys are often bytes)."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.Constant) and isinstance(node.value, bytes):
        text = node.value.decode("latin-1")
        return text if text.isprintable() else None  # a binary marker is no key written as text
    return None


def placeholder(value: str) -> bool:
    return bool(_FILL_IN.search(value.strip()))


def credential_value(value: str, name: str = "") -> bool:
    """Something that could be a working credential: not a placeholder, a phrase, a URL, a path, a dotted
    import path or the NAME it is given to, spelt out."""
    return not placeholder(value) and not _NOT_A_VALUE.search(value) and not _PUBLIC_KEY.match(value) \
        and not character_set(value) and value.strip().upper() not in PUBLISHED_CONSTANTS \
        and len(value) >= 4 and not _DOTTED_IMPORT.fullmatch(value) and not names_itself(name, value) \
        and not entry_named(name, value)


def entry_named(name: str, value: str) -> bool:
    """`ID_PASSWORD_CHANGER = 'ptah.password:changer'`: an object named by its module, the name after the colon one
    of NAME's words: what the setting identifies. A user and a password (`'cache.prod:letmein'`) name nothing."""
    found = _ENTRY_POINT.fullmatch(value)
    return found is not None and set(re.split(r"[_-]", found.group(1))) <= set(_words(name).lower().split())


def names_itself(name: str, value: str) -> bool:
    """`RULE_ADMIN_OR_TOKEN_SUBJECT = 'rule:admin_or_token_subject'`: the value ends with every word of its
    name (two or more), so it is the name of a key, a rule or a field, not a secret."""
    own = _words(name).lower().split()
    spelt = re.findall(r"[a-z0-9]+", _words(value).lower())
    return len(own) >= 2 and spelt[-len(own):] == own


def _pairs(parsed: ParsedFile, node: ast.AST) -> list[tuple[str, ast.AST]]:
    """(target name, value) for assignments, keyword arguments, a signing API's secret argument, the
    items of a dict display (a settings dict's "PASSWORD") and comparisons in NODE itself."""
    if isinstance(node, ast.Assign):
        value = _env_fallback(node.value) or node.value  # os.environ.get("TOKEN", "literal"): the literal is written
        return [(_name(t), value) for t in node.targets if _name(t)]
    if isinstance(node, ast.AnnAssign) and node.value is not None and _name(node.target):
        return [(_name(node.target), _env_fallback(node.value) or node.value)]
    if isinstance(node, ast.Dict) and not code_table(node):
        return [(str(k.value), _env_fallback(v) or v) for k, v in zip(node.keys, node.values, strict=True)
                if isinstance(k, ast.Constant) and isinstance(k.value, str) and _DICT_KEY.search(k.value)]
    if isinstance(node, ast.keyword) and node.arg:  # on its own line, in a call written over several
        return [(node.arg, _env_fallback(node.value) or node.value)]
    if isinstance(node, ast.Call):
        fallback = setting_fallback(node, parsed.call_name(node))
        if fallback is not None:  # settings.get("auth.secret", "literal"): the literal is the secret wherever unset
            return [fallback]
        position, role = _SECRET_ARGUMENTS.get(parsed.call_name(node), (-1, ""))
        return [(role, node.args[position])] if 0 <= position < len(node.args) else []
    if isinstance(node, ast.Compare) and len(node.comparators) == 1:
        return [(_name(node.left), node.comparators[0])] if _name(node.left) else []
    return []


def setting_fallback(call: ast.Call, name: str | None = None) -> tuple[str, ast.Constant] | None:
    """(the key, the default) of a setting with a literal default (python_idioms `setting_default`) in a mapping
    other than the environment, which `_env_fallback` reads (NAME: the call's resolved name)."""
    owner = call.func.value if isinstance(call.func, ast.Attribute) else None
    if (owner.attr if isinstance(owner, ast.Attribute) else getattr(owner, "id", "")) == "environ":
        return None  # os.environ.get: read where it is assigned (_env_fallback)
    return setting_default(call, name)


def _env_fallback(value: ast.AST) -> ast.AST | None:
    """The default of an environment lookup: `os.environ.get(KEY, "literal")`, `os.getenv(KEY, default=...)`,
    `os.environ.get(KEY) or "literal"`, also encoded or trimmed (`os.environ.get(KEY, "literal").encode()`)."""
    if isinstance(value, ast.BoolOp) and isinstance(value.op, ast.Or) and len(value.values) == 2:
        return value.values[1] if _env_fallback(value.values[0]) is not None or _lookup(value.values[0]) else None
    if isinstance(value, ast.Call) and isinstance(value.func, ast.Attribute) and value.func.attr in TEXT_RECODINGS:
        return _env_fallback(value.func.value)
    if not isinstance(value, ast.Call):
        return None
    name, owner = _called(value)
    if not (name == "getenv" or (name in ("get", "setdefault") and isinstance(owner, ast.Attribute | ast.Name)
                                 and (owner.attr if isinstance(owner, ast.Attribute) else owner.id) == "environ")):
        return None
    if len(value.args) > 1:
        return value.args[1]
    return next((k.value for k in value.keywords if k.arg == "default"), None)


def _lookup(value: ast.AST) -> bool:
    """`os.environ.get(KEY)`, `os.getenv(KEY)`, `os.environ[KEY]`: a value read from the environment."""
    if isinstance(value, ast.Subscript):
        return isinstance(value.value, ast.Attribute) and value.value.attr == "environ"
    if not isinstance(value, ast.Call):
        return False
    name, mapping = _called(value)
    return name == "getenv" or name == "get" and isinstance(mapping, ast.Attribute) and mapping.attr == "environ"


def _called(call: ast.Call) -> tuple[str, ast.expr | None]:
    """The last name of what CALL calls, and the object it is called on (None for a plain function)."""
    func = call.func
    name = func.attr if isinstance(func, ast.Attribute) else func.id if isinstance(func, ast.Name) else ""
    return name, func.value if isinstance(func, ast.Attribute) else None


def _name(target: ast.AST) -> str:
    if isinstance(target, ast.Name):
        return target.id
    if isinstance(target, ast.Attribute):
        return target.attr
    if isinstance(target, ast.Subscript) and isinstance(target.slice, ast.Constant):
        return str(target.slice.value)
    return ""
