import os

from pyramid.config import Configurator
from pyramid.session import SignedCookieSessionFactory
from sqlalchemy import engine_from_config

from .models import DBSession, Base


def main(global_config, **settings):
    engine = engine_from_config(settings, "sqlalchemy.")
    DBSession.configure(bind=engine)
    Base.metadata.bind = engine

    secret = os.environ["WIKI_SESSION_SECRET"]
    session_factory = SignedCookieSessionFactory(secret, secure=True, httponly=True, samesite="Strict")

    config = Configurator(settings=settings, session_factory=session_factory)
    config.include("pyramid_mako")
    config.add_route("page", "/wiki/{name}")
    config.add_route("edit", "/wiki/{name}/edit")
    config.add_route("attachment", "/files/{filename}")
    config.add_route("upload", "/upload")
    config.add_route("import", "/import")
    config.add_route("import_v2", "/import/v2")
    config.add_route("search", "/search")
    config.add_route("go", "/go")
    config.scan(".views")
    return config.make_wsgi_app()
