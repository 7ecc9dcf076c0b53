import crypt

import bcrypt
from pyramid.authorization import ACLHelper, Allow, Authenticated


class SecurityPolicy:
    def __init__(self, helper):
        self.helper = helper
        self.acl = ACLHelper()

    def identity(self, request):
        return self.helper.identify(request)

    def authenticated_userid(self, request):
        ident = self.identity(request)
        return ident["userid"] if ident else None

    def permits(self, request, context, permission):
        principals = [Authenticated] if self.authenticated_userid(request) else []
        return self.acl.permits(context, principals, permission)

    def remember(self, request, userid, **kw):
        return self.helper.remember(request, userid, **kw)

    def forget(self, request, **kw):
        return self.helper.forget(request, **kw)


class RootFactory:
    __acl__ = [(Allow, Authenticated, "clerk")]

    def __init__(self, request):
        self.request = request


def check_councillor_password(password, stored):
    if stored.startswith("$2b$"):
        return bcrypt.checkpw(password.encode(), stored.encode())
    return crypt.crypt(password, stored[:2]) == stored
