import hashlib
import hmac
import os

from pyramid.authentication import AuthTktCookieHelper
from pyramid.authorization import ACLHelper, Authenticated, Everyone


class WikiSecurityPolicy:
    def __init__(self, secret):
        self.helper = AuthTktCookieHelper(
            secret, hashalg="sha512", secure=True, http_only=True, samesite="Lax", max_age=8 * 3600
        )
        self.acl = ACLHelper()

    def identity(self, request):
        identity = self.helper.identify(request)
        return identity["userid"] if identity else None

    def authenticated_userid(self, request):
        return self.identity(request)

    def permits(self, request, context, permission):
        principals = [Everyone]
        userid = self.identity(request)
        if userid:
            principals += [Authenticated, f"user:{userid}"]
        return self.acl.permits(context, principals, permission)

    def remember(self, request, userid, **kw):
        return self.helper.remember(request, userid, **kw)

    def forget(self, request, **kw):
        return self.helper.forget(request, **kw)


def make_security_policy(settings):
    return WikiSecurityPolicy(settings["wikiform.auth_secret"])


LOCAL_ACCOUNTS_FILE = os.environ.get("WIKI_LOCAL_ACCOUNTS", "/etc/wikiform/local_accounts")


def check_local_account(username, password):
    """Break-glass accounts used when the directory is unreachable."""
    try:
        with open(LOCAL_ACCOUNTS_FILE) as fh:
            entries = dict(line.strip().split(":", 1) for line in fh if ":" in line)
    except OSError:
        return False
    digest = hashlib.sha1(password.encode("utf-8")).hexdigest()
    return username in entries and hmac.compare_digest(entries[username], digest)
