"""Beach lifeguard rostering: towers, shifts, incident reports."""
from pyramid.config import Configurator
from pyramid.session import SignedCookieSessionFactory

from .db import includeme as db_includeme
from .settings import merge_settings

session_factory = SignedCookieSessionFactory("lg-rota-5d8e1c7a9b2f4e60", secure=True, httponly=True)


def main(global_config, **local_settings):
    settings = merge_settings(local_settings)
    config = Configurator(settings=settings, session_factory=session_factory)
    if settings.get("debugtoolbar.enabled"):
        config.include("pyramid_debugtoolbar")
    config.include("pyramid_jinja2")
    db_includeme(config)

    config.add_route("login", "/login")
    config.add_route("logout", "/logout")
    config.add_route("shifts", "/towers/{tower}/shifts")
    config.add_route("shift_notice", "/towers/{tower}/notice")
    config.add_route("incident", "/incidents/{incident_id}")
    config.add_route("incident_attachment", "/incidents/{incident_id}/files/{name}")
    config.add_route("incident_draft", "/incidents/draft")
    config.add_route("conditions", "/conditions/{beach}")
    config.add_route("conditions_proxy", "/conditions/proxy")
    config.add_route("cap_alert", "/alerts/cap")
    config.add_route("flag_rule", "/flags/evaluate")
    config.add_route("siren", "/towers/{tower}/siren")
    config.add_route("roster_export", "/export/roster")
    config.add_route("guards", "/guards")
    config.scan(".views")
    return config.make_wsgi_app()
