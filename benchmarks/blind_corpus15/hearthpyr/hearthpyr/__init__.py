from pyramid.authentication import AuthTktCookieHelper
from pyramid.config import Configurator
from pyramid.session import SignedCookieSessionFactory
from sqlalchemy import engine_from_config
from sqlalchemy.orm import sessionmaker

_SESSION_SECRET = "hearth-s3ss10n-8d1f0c6b2a7e"


def main(global_config, **settings):
    secret = settings.get("hearthpyr.session_secret", _SESSION_SECRET)
    session_factory = SignedCookieSessionFactory(secret, secure=False, httponly=False, timeout=86400)
    config = Configurator(settings=settings, session_factory=session_factory)

    engine = engine_from_config(settings, "sqlalchemy.")
    config.registry.dbmaker = sessionmaker(bind=engine)
    config.add_request_method(lambda request: request.registry.dbmaker(), "dbsession", reify=True)

    settings.setdefault("debugtoolbar.hosts", "0.0.0.0/0")
    config.include("pyramid_debugtoolbar")

    config.add_route("home", "/")
    config.add_route("recipe_search", "/recipes/search")
    config.add_route("recipe_by_tag", "/recipes/tag/{tag}")
    config.add_route("recipe_card", "/recipes/{id:\\d+}/card")
    config.add_route("recipe_print", "/recipes/{id:\\d+}/print")
    config.add_route("recipe_scale", "/recipes/scale")
    config.add_route("recipe_import", "/recipes/import")
    config.add_route("recipe_import_feed", "/recipes/import-feed")
    config.add_route("member_lookup", "/members/lookup")
    config.add_route("member_by_name", "/members/by-name")
    config.add_route("login", "/login")
    config.add_route("logout", "/logout")
    config.scan(".views")
    return config.make_wsgi_app()
