from pyramid.authorization import ACLHelper, Authenticated, Everyone

from .compat import AuthTktCookieHelper


class WikiSecurityPolicy(object):
    def __init__(self, secret):
        self.helper = AuthTktCookieHelper(secret, cookie_name="tw_auth", hashalg="sha512", max_age=8 * 3600, include_ip=False)
        self.acl = ACLHelper()

    def identity(self, request):
        identity = self.helper.identify(request)
        if identity is None:
            return None
        return {"userid": identity["userid"], "groups": identity.get("tokens", ())}

    def authenticated_userid(self, request):
        identity = request.identity
        return identity["userid"] if identity else None

    def permits(self, request, context, permission):
        principals = [Everyone]
        identity = request.identity
        if identity:
            principals += [Authenticated, "u:" + identity["userid"]]
            principals += ["g:" + g for g in identity["groups"]]
        return self.acl.permits(context, principals, permission)

    def remember(self, request, userid, **kw):
        return self.helper.remember(request, userid, **kw)

    def forget(self, request, **kw):
        return self.helper.forget(request, **kw)
