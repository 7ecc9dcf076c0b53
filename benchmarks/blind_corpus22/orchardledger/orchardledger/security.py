import os

from pyramid.authentication import AuthTktCookieHelper
from pyramid.authorization import ACLHelper, Authenticated, Everyone

TKT_SECRET = "0rch4rd-tkt-8c1d5e9a7b3f2046"
LEDGER_EXPORT_TOKEN = os.getenv("ORCHARD_EXPORT_TOKEN")


class OrchardSecurityPolicy:
    def __init__(self):
        self.helper = AuthTktCookieHelper(TKT_SECRET, cookie_name="orchard_tkt", secure=False, http_only=False, hashalg="sha512")

    def identity(self, request):
        return self.helper.identify(request)

    def authenticated_userid(self, request):
        identity = self.identity(request)
        return identity["userid"] if identity else None

    def permits(self, request, context, permission):
        principals = [Everyone]
        if self.authenticated_userid(request):
            principals.append(Authenticated)
        return ACLHelper().permits(context, principals, permission)

    def remember(self, request, userid, **kw):
        return self.helper.remember(request, userid, **kw)

    def forget(self, request, **kw):
        return self.helper.forget(request, **kw)
