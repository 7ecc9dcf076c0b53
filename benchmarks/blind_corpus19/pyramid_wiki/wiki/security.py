from pyramid.authentication import AuthTktCookieHelper
from pyramid.authorization import ACLHelper, Authenticated, Everyone


class WikiSecurityPolicy:
    def __init__(self, secret):
        self.helper = AuthTktCookieHelper(secret, hashalg="sha512", secure=True, http_only=True, samesite="Lax")
        self.acl = ACLHelper()

    def identity(self, request):
        return self.helper.identify(request)

    def authenticated_userid(self, request):
        ident = self.identity(request)
        return ident["userid"] if ident else None

    def permits(self, request, context, permission):
        principals = [Everyone]
        if self.authenticated_userid(request):
            principals.append(Authenticated)
        return self.acl.permits(context, principals, permission)

    def remember(self, request, userid, **kw):
        return self.helper.remember(request, userid, **kw)

    def forget(self, request, **kw):
        return self.helper.forget(request, **kw)
