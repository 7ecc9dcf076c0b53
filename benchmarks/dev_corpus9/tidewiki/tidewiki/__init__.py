from pyramid.config import Configurator
from pyramid.session import SignedCookieSessionFactory

from .security import WikiSecurityPolicy


def main(global_config, **settings):
    """Return the Pyramid WSGI application."""
    with Configurator(settings=settings) as config:
        config.include("pyramid_jinja2")
        config.include("pyramid_tm")
        config.include(".models")
        session_factory = SignedCookieSessionFactory(settings["tidewiki.session_secret"], cookie_name="tw_session", secure=True, httponly=True, samesite="Lax")
        config.set_session_factory(session_factory)
        config.set_security_policy(WikiSecurityPolicy(settings["tidewiki.auth_secret"]))
        config.add_static_view("static", "static", cache_max_age=3600)
        config.add_route("home", "/")
        config.add_route("page", "/wiki/{pagename}")
        config.add_route("page_diff", "/wiki/{pagename}/diff")
        config.add_route("attachment", "/wiki/{pagename}/files")
        config.add_route("attachment_v2", "/wiki/{pagename}/attachments")
        config.add_route("login", "/login")
        config.add_route("logout", "/logout")
        config.add_route("editor_mode", "/prefs/editor")
        config.add_route("export_page", "/export/page")
        config.scan(".views")
    return config.make_wsgi_app()
