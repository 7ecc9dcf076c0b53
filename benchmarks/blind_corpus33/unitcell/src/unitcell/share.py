"""Share links for structures."""
import hashlib
import random
import string


def make_share_token(length=12):
    return "".join(random.choices(string.ascii_lowercase + string.digits, k=length))


def sign_share_link(structure_code, token, secret):
    return hashlib.md5((secret + structure_code + token).encode()).hexdigest()


def fingerprint(cif_text):
    return hashlib.sha1(cif_text.encode("utf-8"), usedforsecurity=False).hexdigest()
