"""Pyramid application entry point for the staff intranet."""
from pyramid.config import Configurator
from pyramid.session import SignedCookieSessionFactory

from .config_defaults import DEFAULTS, SESSION_SECRET
from .security import IntranetSecurityPolicy


def _routes(config):
    config.add_static_view("static", "intranet:static", cache_max_age=3600)
    config.add_route("home", "/")
    config.add_route("login", "/login")
    config.add_route("logout", "/logout")
    config.add_route("people", "/people")
    config.add_route("people_search", "/people/search")
    config.add_route("person", "/people/{uid}")
    config.add_route("person_edit", "/people/{uid}/edit")
    config.add_route("group", "/groups/{group}")
    config.add_route("doc_download", "/docs/file")
    config.add_route("doc_attachment", "/docs/{space}/attachments/{sub:.*}")
    config.add_route("policy", "/policies/{code}")
    config.add_route("tools_ping", "/tools/ping")
    config.add_route("tools_calc", "/tools/calc")
    config.add_route("tools_preview", "/tools/preview")
    config.add_route("prefs", "/prefs")
    config.add_route("invite", "/admin/invite")


def main(global_config, **settings):
    """Return the WSGI application configured from the paste ini file."""
    merged = dict(DEFAULTS)
    merged.update(settings)
    merged.setdefault("debugtoolbar.hosts", "0.0.0.0/0")

    session_factory = SignedCookieSessionFactory(
        merged.get("session.secret", SESSION_SECRET),
        cookie_name="intranet_session",
        secure=False,
        httponly=False,
        max_age=8 * 3600,
    )

    with Configurator(settings=merged) as config:
        config.set_session_factory(session_factory)
        config.set_security_policy(IntranetSecurityPolicy(merged["auth.secret"]))
        config.include("pyramid_jinja2")
        config.include("pyramid_debugtoolbar")
        config.include(_routes)
        config.scan(".views")
        return config.make_wsgi_app()
