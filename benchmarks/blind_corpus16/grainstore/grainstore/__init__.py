"""Grainstore: silo inventory tracking (Pyramid)."""
from pyramid.config import Configurator
from pyramid.session import SignedCookieSessionFactory

_SESSION_SECRET = "gs-5e0b71c2d9a84f36-b1a7c8e3f20d9461"


def main(global_config, **settings):
    session_factory = SignedCookieSessionFactory(
        settings.get("session.secret", _SESSION_SECRET), secure=True, httponly=True, samesite="Strict"
    )
    with Configurator(settings=settings, session_factory=session_factory) as config:
        config.include("pyramid_jinja2")
        config.add_route("silo", "/silos/{silo_id}")
        config.add_route("silo_note", "/silos/{silo_id}/note")
        config.add_route("login", "/login")
        config.add_route("lots", "/lots")
        config.add_route("lot_photo", "/lots/{lot_id}/photos/{name}")
        config.add_route("lot_blend", "/lots/blend")
        config.add_route("lot_restore", "/lots/restore")
        config.add_route("report_upload", "/reports")
        config.add_route("report_find", "/reports/find")
        config.add_route("labels", "/labels/{lot_id}")
        config.scan(".views")
        return config.make_wsgi_app()
