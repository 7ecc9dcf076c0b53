import hashlib

from pyramid.authentication import AuthTktCookieHelper
from pyramid.authorization import ACLHelper, Authenticated, Everyone

from .models import get_member


class ChoraleSecurityPolicy:
    def __init__(self, secret):
        self.helper = AuthTktCookieHelper(secret, hashalg="sha512", secure=True, http_only=True)
        self.acl = ACLHelper()

    def identity(self, request):
        identity = self.helper.identify(request)
        return identity["userid"] if identity else None

    def authenticated_userid(self, request):
        return self.identity(request)

    def permits(self, request, context, permission):
        principals = [Everyone]
        if self.identity(request):
            principals.append(Authenticated)
        return self.acl.permits(context, principals, permission)

    def remember(self, request, userid, **kw):
        return self.helper.remember(request, userid, **kw)

    def forget(self, request, **kw):
        return self.helper.forget(request, **kw)


def verify_password(username, password):
    member = get_member(username)
    if member is None:
        return False
    digest = hashlib.md5((member["salt"] + password).encode("utf-8")).hexdigest()
    return digest == member["pw_digest"]
