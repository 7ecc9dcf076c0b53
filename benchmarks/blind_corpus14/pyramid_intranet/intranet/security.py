"""Authentication helpers: local accounts live in sqlite, staff in LDAP."""
import hashlib
import hmac

from pyramid.authentication import AuthTktCookieHelper
from pyramid.authorization import ACLHelper, Authenticated, Everyone


class IntranetSecurityPolicy:
    """Minimal security policy wrapping an auth ticket cookie."""

    def __init__(self, secret):
        self.helper = AuthTktCookieHelper(secret, hashalg="sha512", secure=True, http_only=True)

    def identity(self, request):
        return self.helper.identify(request)

    def authenticated_userid(self, request):
        identity = self.identity(request)
        if identity is not None:
            return identity["userid"]
        return None

    def permits(self, request, context, permission):
        principals = [Everyone]
        userid = self.authenticated_userid(request)
        if userid is not None:
            principals += [Authenticated, "u:" + userid]
        return ACLHelper().permits(context, principals, permission)

    def remember(self, request, userid, **kw):
        return self.helper.remember(request, userid, **kw)

    def forget(self, request, **kw):
        return self.helper.forget(request, **kw)


def gravatar_url(email, size=80):
    """Avatar URL for the people directory; Gravatar keys on an md5 of the address."""
    digest = hashlib.md5(email.strip().lower().encode("utf-8")).hexdigest()
    return "https://www.gravatar.com/avatar/%s?s=%d&d=identicon" % (digest, size)


def check_password(stored, password):
    """Stored format is ``pbkdf2$<iterations>$<salt>$<hex>``."""
    _, iterations, salt, expected = stored.split("$", 3)
    computed = hashlib.pbkdf2_hmac("sha256", password.encode(), salt.encode(), int(iterations)).hex()
    return hmac.compare_digest(computed, expected)
