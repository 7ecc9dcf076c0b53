"""Names that say a weak digest is a protocol's: one table and its lookups, shared by both slots.

A challenge-response answer is the digest of a secret with the challenge a peer sent (`challenge`, `nonce`); a named
protocol (APOP, NTLM, CRAM-MD5, SASL's DIGEST-MD5 and SCRAM, HTTP Digest, OpenSSH's hashed known_hosts, RADIUS,
CHAP, XMPP's legacy digest and its extensions' (`xep_0078`), Microsoft's Netlogon and SAMR, Kerberos, the PDF
standard security handler's key and password digests, in a PDF package's encryption module too: `pypdf._encryption`;
a module named for the numbered RFC it implements: SNMPv3's `rfc3414` HMAC-SHA-96) fixes its digest outright.
Either way every peer computes the same one, so the program cannot choose another algorithm without breaking them:
a defect would lie in offering that protocol at all, not in the call. Each slot finds the names its own way (the
pattern slot from the syntax around the call, the taint slot from the scope it walks) and asks here what they say.

A third-party service's signing scheme is one too: a client of a service's API (its module declares the service's
endpoint, `ACCESS_TOKEN_URL = "https://api.example-social.com/oauth/token"`) that digests its data together with the
secret the service issued it (`md5(params + client_secret)`, `md5(app.secret + redirect_url)`) computes the signature
the service defines, and sends it or checks the one the service sent. The service verifies the same digest, so the
client cannot choose another. A digest keyed with the client's own password, or with no secret at all, is not one.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterable
from urllib.parse import urlsplit

from agent_providers.builtin.python_idioms import ACCOUNT_SECRET_NAME

_PROTOCOL = re.compile(r"\b(apop|ntlm|ntlmv?2|ntlmssp|cram|digest md5|sasl|scram|chap|mschap|known hosts|radius|"
                       r"http digest|digest auth|xmpp|jabber|xep ?\d{4}|netlogon|samr|kerberos|krb5|lanman|"
                       r"\w*pdf ?encrypt\w*|\w*pdf ?crypt\w*|\w*pdf (?:standard )?security|rfc ?\d{3,4})\b",
                       re.IGNORECASE)
# Not `magic` or `sid` alone: a pepper constant named MAGIC, a web session's sid, are no peer's challenge.
# MySQL's and MariaDB's authentication calls the server's challenge the scramble.
_CHALLENGE = re.compile(r"\b(challeng\w*|nonce|cnonce|scramble)\b", re.IGNORECASE)


# Another product's stored-password format, which a function or class named for it computes as that product does:
# a database's client or a password cracker reproducing MySQL's `*SHA1(SHA1())`, PostgreSQL's `md5` + user name,
# Oracle's and MSSQL's, a forum's or CMS's (phpass, Joomla, vBulletin), Apache's htpasswd `{SHA}` and `$apr1$`.
# A version may follow the product's name (passlib's `mysql41`, `oracle11`); Cisco's IOS, PIX and ASA formats
# (`cisco_pix`), and crypt(3)'s schemes named for their digest (`md5_crypt`, Sun's `sun_md5_crypt`, NetBSD's
# `sha1_crypt`), are formats too: a verifier of those hashes computes the digest its format names.
# Read from function and class names only: a module path naming a database is not a format's implementation.
_PRODUCT_FORMAT = re.compile(r"\b(mysql|postgres|postgresql|mssql|oracle|phpass|phpbb|joomla|vbulletin|wordpress|"
                             r"drupal|mediawiki|apache|htpasswd|apr1|cisco|(?:md5|sha1) ?crypt)\d*\b", re.IGNORECASE)


def product_format(name: str) -> str | None:
    """The product whose password format NAME (a function or class) is named for, upper-cased, or None."""
    found = _PRODUCT_FORMAT.search(words(name))
    return found[1].upper().replace(" ", "-") if found else None


def named_protocol(name: str) -> str | None:
    """The protocol NAME (a module path, a class or a function) is named for, upper-cased, or None."""
    found = _PROTOCOL.search(words(name))
    return found[1].upper() if found else None


def challenge_name(names: Iterable[str]) -> str | None:
    """The first of NAMES named for a challenge a peer sent, or None."""
    return next((name for name in names if _CHALLENGE.search(words(name))), None)


# A service's API endpoint, by the name a client binds it to: an authorisation, token or API URL (`AUTHORIZE_URL`,
# `ACCESS_TOKEN_URL`, `API_ENDPOINT`). Not a site's own address (`SITE_URL`, `BASE_URL`): a server names its own.
_ENDPOINT = re.compile(r"\b(api|oauth\d?|auth|authori[sz]e|authori[sz]ation|access token|request token|token)\b.*"
                       r"\b(url|uri|endpoint)$", re.IGNORECASE)
# Hosts that are no third party's: this machine, a private name without a dot, documentation's reserved domains.
_LOCAL_HOST = re.compile(r"^(localhost|127\.|0\.0\.0\.0$|\[?::1\]?$|[^.]*$)|\.(local|localhost|test|invalid|example)$|"
                         r"(^|\.)example\.(com|org|net)$", re.IGNORECASE)


def service_endpoint(tree: ast.AST) -> tuple[str, int, str] | None:
    """(name, line, host) of the first third-party API endpoint the module declares at module or class level (see
    _ENDPOINT), or None."""
    body = tree.body if isinstance(tree, ast.Module) else []
    scopes = [body, *(node.body for node in body if isinstance(node, ast.ClassDef))]
    for stmt in (stmt for scope in scopes for stmt in scope):
        targets = stmt.targets if isinstance(stmt, ast.Assign) else [stmt.target] if isinstance(stmt, ast.AnnAssign) \
            else []
        value = getattr(stmt, "value", None)
        if not (isinstance(value, ast.Constant) and isinstance(value.value, str)):
            continue
        host = urlsplit(value.value).hostname if value.value.startswith(("https://", "http://")) else None
        if not host or _LOCAL_HOST.search(host) or any(c in host for c in "{}%<$"):
            continue
        for target in targets:
            if isinstance(target, ast.Name) and _ENDPOINT.search(words(target.id)):
                return target.id, stmt.lineno, host
    return None


def keyed_with_secret(args: Iterable[ast.expr]) -> str | None:
    """The name of the issued secret a digest's input ARGS join with other data (`check_str + secret`,
    `"_".join([key, viewer_id, secret])`), or None: the digest is that secret's signature over the data."""
    names = [name for arg in args for name in _value_names(arg)]
    secrets = [name for name in names if "secret" in words(name).lower().split()
               and not ACCOUNT_SECRET_NAME.search(name)]
    return secrets[0] if secrets and len(names) > len(secrets) else None


def _value_names(node: ast.AST) -> list[str]:
    """The names of the values NODE is built from, a method's receiver included and its name not: `x.encode()` is
    built from x, `app.secret` is `secret`, `data["id"]` is data."""
    if isinstance(node, ast.Call):
        receiver = _value_names(node.func.value) if isinstance(node.func, ast.Attribute) else []
        args = [*node.args, *(keyword.value for keyword in node.keywords)]
        return receiver + [name for arg in args for name in _value_names(arg)]
    if isinstance(node, ast.Name):
        return [node.id]
    if isinstance(node, ast.Attribute):
        return [node.attr]
    if isinstance(node, ast.Subscript):
        return _value_names(node.value)
    return [name for child in ast.iter_child_nodes(node) for name in _value_names(child)]


def words(name: str) -> str:
    """camelCase, snake_case, dotted and path names as space-separated words (APOPCredentials: APOP Credentials)."""
    spaced = re.sub(r"(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])", " ", name)
    return re.sub(r"[^A-Za-z0-9]+", " ", spaced).strip()
