import os

from pyramid.authentication import AuthTktCookieHelper
from pyramid.config import Configurator
from pyramid.settings import asbool


class TicketPolicy:
    def __init__(self, secret):
        self.helper = AuthTktCookieHelper(secret, secure=True, http_only=True, samesite="Lax", hashalg="sha512")

    def identity(self, request):
        ident = self.helper.identify(request)
        return ident["userid"] if ident else None

    def authenticated_userid(self, request):
        return self.identity(request)

    def permits(self, request, context, permission):
        return self.identity(request) is not None or permission == "view"

    def remember(self, request, userid, **kw):
        return self.helper.remember(request, userid, **kw)

    def forget(self, request, **kw):
        return self.helper.forget(request, **kw)


def main(global_config, **settings):
    secret = os.environ.get("TERMBASE_AUTH_SECRET") or settings.get("termbase.auth_secret")
    with Configurator(settings=settings) as config:
        config.include("pyramid_jinja2")
        if asbool(settings.get("termbase.devtools", "false")):
            config.include("pyramid_debugtoolbar")
        config.set_security_policy(TicketPolicy(secret))
        config.include(".routes")
        config.scan(".views")
    return config.make_wsgi_app()
