import base64
import hashlib
import os


def ldap_md5(password):
    """userPassword value the old mail servers understand."""
    digest = hashlib.md5(password.encode("utf-8")).digest()
    return "{MD5}" + base64.b64encode(digest).decode()


def ldap_ssha512(password):
    salt = os.urandom(16)
    digest = hashlib.sha512(password.encode("utf-8") + salt).digest()
    return "{SSHA512}" + base64.b64encode(digest + salt).decode()


def gravatar_url(mail, size=80):
    h = hashlib.md5(mail.strip().lower().encode()).hexdigest()
    return "https://www.gravatar.com/avatar/%s?s=%d&d=identicon" % (h, size)
