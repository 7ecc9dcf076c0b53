"""Names that say a weak digest is a protocol's: one table and its lookups, shared by both slots.

A challenge-response answer is the digest of a secret with the challenge a peer sent (`challenge`, `nonce`); a named
protocol (APOP, NTLM, CRAM-MD5, SASL's DIGEST-MD5 and SCRAM, HTTP Digest, OpenSSH's hashed known_hosts, RADIUS,
CHAP, XMPP's legacy digest and its extensions' (`xep_0078`), Microsoft's Netlogon and SAMR, Kerberos, the PDF
standard security handler's key and password digests, in a PDF package's encryption module too: `pypdf._encryption`;
a module named for the numbered RFC it implements: SNMPv3's `rfc3414` HMAC-SHA-96) fixes its digest outright.
Either way every peer computes the same one, so the program cannot choose another algorithm without breaking them:
a defect would lie in offering that protocol at all, not in the call. Each slot finds the names its own way (the
pattern slot from the syntax around the call, the taint slot from the scope it walks) and asks here what they say.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

_PROTOCOL = re.compile(r"\b(apop|ntlm|ntlmv?2|ntlmssp|cram|digest md5|sasl|scram|chap|mschap|known hosts|radius|"
                       r"http digest|digest auth|xmpp|jabber|xep ?\d{4}|netlogon|samr|kerberos|krb5|lanman|"
                       r"\w*pdf ?encrypt\w*|\w*pdf ?crypt\w*|\w*pdf security|rfc ?\d{3,4})\b", re.IGNORECASE)
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


def words(name: str) -> str:
    """camelCase, snake_case, dotted and path names as space-separated words (APOPCredentials: APOP Credentials)."""
    spaced = re.sub(r"(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])", " ", name)
    return re.sub(r"[^A-Za-z0-9]+", " ", spaced).strip()
