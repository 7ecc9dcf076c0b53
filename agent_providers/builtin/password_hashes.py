"""Fast hashes and the names of a user's password: shared by both slots.

Owns which hashes are built to be fast (SHA-2, SHA-3, BLAKE2: sound for integrity, too cheap to guess
against for a stored password, which needs a slow, salted key-derivation function such as bcrypt,
scrypt, Argon2 or PBKDF2), and which names say a value is a password a person typed (not a secret key:
`sha256(secret + message)` is a signature's construction, judged elsewhere).
"""

from __future__ import annotations

import ast
import re

FAST_HASHES = frozenset({"hashlib.sha224", "hashlib.sha256", "hashlib.sha384", "hashlib.sha512", "hashlib.sha3_256",
                         "hashlib.sha3_512", "hashlib.blake2b", "hashlib.blake2s"})
# "Password" in the languages legacy code is often written in (`contrasena`, `kennwort`, `mot_de_passe`, `senha`):
# "passwort" and "password" already start with "passw".
FOREIGN_PASSWORD = (r"kennwort|contrase(?:n|ñ)a|contrasinal|senha|mot_?de_?passe|motdepasse|wachtwoord|salasana|"
                    r"l(?:o|ö)senord|adgangskode|passord|has(?:l|ł)o|heslo|jelsz(?:o|ó)|parola_?d")
USER_PASSWORD = re.compile(rf"passw|\bpwd\b|_pwd\b|\bpw\b|_pw\b|passphrase|{FOREIGN_PASSWORD}", re.IGNORECASE)


def named_in(argument: ast.AST, names: re.Pattern[str]) -> str:
    """The text in ARGUMENT (a name, an attribute or a string key: `request.form["password"]`, `raw_pwd`) that
    NAMES matches, or ""."""
    for node in ast.walk(argument):
        text = node.id if isinstance(node, ast.Name) else node.attr if isinstance(node, ast.Attribute) else \
            node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) else ""
        if text and len(text) < 40 and names.search(text):
            return text
    return ""


# Django's hashers that store a password with an unsalted or single fast digest (MD5, SHA-1, DES crypt). Listed
# first in PASSWORD_HASHERS, one hashes every password set or changed from then on; listed later, it only checks
# hashes stored before and upgrades them at the next login.
WEAK_DJANGO_HASHERS = frozenset({"MD5PasswordHasher", "UnsaltedMD5PasswordHasher", "SHA1PasswordHasher",
                                 "UnsaltedSHA1PasswordHasher", "CryptPasswordHasher"})


def first_weak_hasher(tree: ast.Module) -> tuple[int, str] | None:
    """(line, dotted name) of the first entry of a module-level `PASSWORD_HASHERS` list or tuple, when that entry
    is one of WEAK_DJANGO_HASHERS: the hasher Django makes every new password's hash with (the last such
    assignment decides)."""
    found = None
    for stmt in tree.body:
        targets = stmt.targets if isinstance(stmt, ast.Assign) else [stmt.target] if isinstance(stmt, ast.AnnAssign) \
            else []
        value = getattr(stmt, "value", None)
        if not any(isinstance(t, ast.Name) and t.id == "PASSWORD_HASHERS" for t in targets):
            continue
        if not isinstance(value, ast.List | ast.Tuple) or not value.elts:
            found = None  # a list read at run time (`env.list(...)`) replaces the one before
            continue
        first = value.elts[0]
        weak = isinstance(first, ast.Constant) and isinstance(first.value, str) \
            and first.value.rpartition(".")[2] in WEAK_DJANGO_HASHERS
        found = (first.lineno, str(first.value)) if weak and isinstance(first, ast.Constant) else None
    return found
