import os

from pyramid.config import Configurator
from pyramid.session import SignedCookieSessionFactory
from pyramid.settings import asbool
from sqlalchemy import engine_from_config


def main(global_config, **settings):
    session_secret = os.environ.get("RAILHALL_SESSION_SECRET") or settings.get("railhall.session_secret")
    if not session_secret:
        raise RuntimeError("RAILHALL_SESSION_SECRET is not configured")
    session_factory = SignedCookieSessionFactory(
        session_secret,
        cookie_name="railhall",
        secure=True,
        httponly=True,
        samesite="Lax",
    )
    config = Configurator(settings=settings, session_factory=session_factory)
    config.include("pyramid_jinja2")
    if asbool(settings.get("railhall.debugtoolbar", "false")):
        config.include("pyramid_debugtoolbar")
    config.registry.engine = engine_from_config(settings, "sqlalchemy.")
    config.add_request_method(lambda r: r.registry.engine.connect(), "db", reify=True)
    config.add_static_view("static", "railhall:static", cache_max_age=3600)
    config.add_route("home", "/")
    config.add_route("login", "/login")
    config.add_route("logout", "/logout")
    config.add_route("stock_list", "/stock")
    config.add_route("stock_item", "/stock/{number}")
    config.add_route("stock_photo", "/stock/{number}/photo")
    config.add_route("session_list", "/sessions")
    config.add_route("session_cards", "/sessions/{sid}/cards")
    config.add_route("plan_search", "/plans/{plan}/search")
    config.add_route("plan_upload", "/plans/upload")
    config.add_route("dcc_program", "/dcc/program")
    config.add_route("dcc_read", "/dcc/read")
    config.add_route("exhibitors", "/exhibition/exhibitors")
    config.add_route("exhibitor_photo", "/exhibition/photo")
    config.add_route("fahrplan", "/fahrplan/{line}")
    config.add_route("guest_login", "/guest/login")
    config.add_route("password_reset", "/guest/reset")
    config.add_route("member_card", "/members/card")
    config.add_route("interlocking", "/plans/{plan}/interlocking")
    config.scan()
    return config.make_wsgi_app()
