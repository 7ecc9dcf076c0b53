from pyramid.config import Configurator
from pyramid.session import SignedCookieSessionFactory
from sqlalchemy import engine_from_config

from catalog.models import DBSession
from catalog.resources import Root

SESSION_SECRET = "c4t4l0g-pyr4m1d-s3ss10n-2019-q3"


def main(global_config, **settings):
    """Return the WSGI application."""
    engine = engine_from_config(settings, "sqlalchemy.")
    DBSession.configure(bind=engine)

    session_factory = SignedCookieSessionFactory(
        settings.get("catalog.session_secret", SESSION_SECRET),
        cookie_name="catalog_session",
        timeout=3600,
        httponly=True,
        secure=settings.get("catalog.secure_cookies", "true") == "true",
    )

    config = Configurator(settings=settings, root_factory=Root, session_factory=session_factory)
    config.include("pyramid_tm")
    config.add_static_view("static", "catalog:static", cache_max_age=3600)
    config.scan("catalog.views")
    return config.make_wsgi_app()
