import ldap
from ldap.filter import escape_filter_chars, filter_format
from pyramid.authentication import AuthTktCookieHelper
from pyramid.authorization import ACLHelper, Authenticated, Everyone


class SecurityPolicy:
    def __init__(self, secret):
        self.helper = AuthTktCookieHelper(secret, hashalg="sha512", secure=True, http_only=True)
        self.acl = ACLHelper()

    def identity(self, request):
        return self.helper.identify(request)

    def authenticated_userid(self, request):
        identity = self.identity(request)
        return identity["userid"] if identity else None

    def permits(self, request, context, permission):
        principals = [Everyone]
        userid = self.authenticated_userid(request)
        if userid is not None:
            principals += [Authenticated, f"user:{userid}"]
            principals += [f"group:{g}" for g in request.session.get("groups", [])]
        return self.acl.permits(context, principals, permission)

    def remember(self, request, userid, **kw):
        return self.helper.remember(request, userid, **kw)

    def forget(self, request, **kw):
        return self.helper.forget(request, **kw)


def _bind(settings):
    conn = ldap.initialize(settings["ldap.url"])
    conn.set_option(ldap.OPT_REFERRALS, 0)
    conn.simple_bind_s(settings.get("ldap.bind_dn", ""), settings.get("ldap.bind_pw", ""))
    return conn


def ldap_authenticate(settings, email, password):
    conn = _bind(settings)
    results = conn.search_s(
        settings["ldap.base"], ldap.SCOPE_SUBTREE, "(&(objectClass=person)(mail=%s))" % email, ["uid", "cn"]
    )
    if len(results) != 1 or not password:
        return None
    dn, attrs = results[0]
    try:
        _check = ldap.initialize(settings["ldap.url"])
        _check.simple_bind_s(dn, password)
    except ldap.INVALID_CREDENTIALS:
        return None
    return {"uid": attrs["uid"][0].decode(), "name": attrs["cn"][0].decode()}


def volunteer_groups(settings, uid):
    conn = _bind(settings)
    flt = "(&(objectClass=posixGroup)(memberUid=%s))" % escape_filter_chars(uid)
    results = conn.search_s(settings["ldap.group_base"], ldap.SCOPE_SUBTREE, flt, ["cn"])
    return [attrs["cn"][0].decode() for _dn, attrs in results]


def lookup_by_uid(settings, uid):
    conn = _bind(settings)
    flt = filter_format("(&(objectClass=person)(uid=%s))", [uid])
    results = conn.search_s(settings["ldap.base"], ldap.SCOPE_SUBTREE, flt, ["mail", "cn"])
    if not results:
        return None
    _dn, attrs = results[0]
    return {"uid": uid, "mail": attrs["mail"][0].decode(), "name": attrs["cn"][0].decode()}
