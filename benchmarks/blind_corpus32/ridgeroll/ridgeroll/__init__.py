import sqlite3

from pyramid.config import Configurator
from pyramid.session import SignedCookieSessionFactory
from pyramid.settings import asbool


def request_db(request):
    conn = sqlite3.connect(request.registry.settings["ridgeroll.database"])
    conn.row_factory = sqlite3.Row
    request.add_finished_callback(lambda r: conn.close())
    return conn


def main(global_config, **settings):
    session_secret = settings["ridgeroll.session_secret"]
    with Configurator(settings=settings) as config:
        config.include("pyramid_debugtoolbar")
        if asbool(settings.get("ridgeroll.debug_templates", "false")):
            config.add_settings({"pyramid.debug_templates": True})
        factory = SignedCookieSessionFactory(session_secret, secure=False, httponly=False, max_age=14 * 86400)
        config.set_session_factory(factory)
        config.add_request_method(request_db, "db", reify=True)

        config.add_route("login", "/login")
        config.add_route("logout", "/logout")
        config.add_route("jobs", "/jobs")
        config.add_route("job_sheet", "/jobs/{job_id:\\d+}/sheet")
        config.add_route("job_units", "/prefs/units")
        config.add_route("survey_photo", "/surveys/{job_id:\\d+}/photos")
        config.add_route("survey_photo_get", "/surveys/{job_id:\\d+}/photos/{name}")
        config.add_route("survey_doc", "/surveys/docs")
        config.add_route("quote_pitch", "/quotes/pitch")
        config.add_route("quote_ridge", "/quotes/ridge")
        config.add_route("quote_accept_link", "/quotes/{quote_id:\\d+}/link")
        config.add_route("quote_draft", "/quotes/draft")
        config.add_route("reed_delivery", "/reed/deliveries")
        config.add_route("reed_bundles", "/reed/bundles")
        config.add_route("reed_tracking", "/reed/tracking")
        config.add_route("crew", "/crew")
        config.add_route("crew_member", "/crew/{uid}")
        config.scan(".views")
    return config.make_wsgi_app()
