from pyramid.config import Configurator
from pyramid.settings import asbool
from pyramid.session import SignedCookieSessionFactory

from .models import get_engine
from .security import OrchardSecurityPolicy


def main(global_config, **settings):
    with Configurator(settings=settings) as config:
        if asbool(settings.get("orchard.debug", "false")):
            config.include("pyramid_debugtoolbar")
        config.include("pyramid_jinja2")
        config.include(".routes")
        config.set_session_factory(SignedCookieSessionFactory(settings["orchard.session_secret"], secure=True, httponly=True, samesite="Lax"))
        config.set_security_policy(OrchardSecurityPolicy())
        engine = get_engine(settings)
        config.add_request_method(lambda r: engine.connect(), "db", reify=True)
        config.scan(".views")
    return config.make_wsgi_app()
