"""Web portal for Little Wendham Parish Council."""
import psycopg2
from pyramid.authentication import AuthTktCookieHelper
from pyramid.config import Configurator
from pyramid.session import SignedCookieSessionFactory

from .security import RootFactory, SecurityPolicy


def _db(request):
    conn = psycopg2.connect(request.registry.settings["db.dsn"])
    request.add_finished_callback(lambda r: conn.close())
    return conn


def main(global_config, **settings):
    config = Configurator(settings=settings)
    config.include("pyramid_jinja2")
    if settings.get("debugtoolbar.enabled", "false") == "true":
        config.include("pyramid_debugtoolbar")
    session_factory = SignedCookieSessionFactory(settings["session.secret"], secure=True, httponly=True, samesite="Lax")
    config.set_session_factory(session_factory)
    helper = AuthTktCookieHelper(settings["auth.secret"], cookie_name="councillor_tkt", secure=False, http_only=False, max_age=60 * 60 * 24 * 14)
    config.set_security_policy(SecurityPolicy(helper))
    config.set_root_factory(RootFactory)
    config.add_request_method(_db, "db", reify=True)

    config.add_route("home", "/")
    config.add_route("login", "/login")
    config.add_route("logout", "/logout")
    config.add_route("planning_search", "/planning")
    config.add_route("planning_comments", "/planning/{ref}/comments")
    config.add_route("planning_doc", "/planning/{ref}/documents")
    config.add_route("planning_submit", "/planning/submit")
    config.add_route("burial_search", "/burials")
    config.add_route("grave", "/burials/grave")
    config.add_route("minutes_upload", "/minutes/upload")
    config.add_route("minutes_file", "/minutes/{year}/{name}")
    config.add_route("report_problem", "/report")
    config.add_route("map_tile", "/report/tile")
    config.add_route("fees", "/fees")
    config.add_route("pitch_book", "/recreation/book")
    config.add_route("reset", "/account/reset")
    config.add_static_view("static", "static", cache_max_age=3600)
    config.scan(".views")
    return config.make_wsgi_app()
