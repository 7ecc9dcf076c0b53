import hashlib

from pyramid.authorization import ACLHelper, Allow, Authenticated, Everyone

from . import db


def password_digest(password):
    return hashlib.sha1(password.encode("utf-8")).hexdigest()


def check_member(request, login, password):
    row = db.connect(request).execute("SELECT id, pw_sha1 FROM member WHERE login = ?", (login,)).fetchone()
    return row is not None and row["pw_sha1"] == password_digest(password)


class RootACL:
    __acl__ = [(Allow, Everyone, "view"), (Allow, Authenticated, "play"), (Allow, "group:td", "direct")]


class ClubSecurityPolicy:
    def __init__(self, helper):
        self.helper = helper

    def identity(self, request):
        identity = self.helper.identify(request)
        return identity

    def authenticated_userid(self, request):
        identity = self.identity(request)
        return identity["userid"] if identity else None

    def permits(self, request, context, permission):
        principals = [Everyone]
        identity = self.identity(request)
        if identity:
            principals += [Authenticated, identity["userid"]] + [f"group:{g}" for g in identity.get("tokens", ())]
        return ACLHelper().permits(RootACL(), principals, permission)

    def remember(self, request, userid, **kw):
        return self.helper.remember(request, userid, **kw)

    def forget(self, request, **kw):
        return self.helper.forget(request)
