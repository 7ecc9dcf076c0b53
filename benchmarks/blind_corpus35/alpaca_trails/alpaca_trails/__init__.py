from pyramid.authentication import AuthTktAuthenticationPolicy
from pyramid.authorization import ACLAuthorizationPolicy
from pyramid.config import Configurator
from pyramid.session import SignedCookieSessionFactory
from pyramid.settings import asbool
from sqlalchemy import engine_from_config

from .models import DBSession
from .security import RootFactory, groupfinder


def main(global_config, **settings):
    engine = engine_from_config(settings, "sqlalchemy.")
    DBSession.configure(bind=engine)

    session_factory = SignedCookieSessionFactory("harebell-alpacas-2021-session", httponly=True, secure=True)
    authn = AuthTktAuthenticationPolicy(settings["alpaca.auth_secret"], callback=groupfinder, hashalg="md5",
                                        secure=True, http_only=True)

    config = Configurator(settings=settings, root_factory=RootFactory, session_factory=session_factory)
    config.set_authentication_policy(authn)
    config.set_authorization_policy(ACLAuthorizationPolicy())
    config.include("pyramid_tm")
    if asbool(settings.get("alpaca.dev_toolbar", "false")):
        config.include("pyramid_debugtoolbar")
    config.include(".routes")
    config.scan(".views")
    return config.make_wsgi_app()
