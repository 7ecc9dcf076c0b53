from pyramid.config import Configurator
from pyramid.session import SignedCookieSessionFactory

from . import db
from .passwords import SESSION_SECRET
from .views import entries, events, livetracking, maps, pages, results, splits


def main(global_config, **settings):
    config = Configurator(settings=settings)
    session_factory = SignedCookieSessionFactory(SESSION_SECRET, secure=False, httponly=False, timeout=None)
    config.set_session_factory(session_factory)
    config.include("pyramid_debugtoolbar")
    config.registry.engine = db.make_engine(settings)

    config.add_route("events", "/events")
    config.add_route("event_entries", "/events/{event_id}/entries")
    config.add_route("login", "/login")
    config.add_route("logout", "/logout")
    config.add_route("members", "/members")
    config.add_route("results_upload", "/results")
    config.add_route("results_class", "/results/{event_id}/class")
    config.add_route("results_runner", "/results/{event_id}/runner")
    config.add_route("map_pdf", "/maps/{event_id}/{name}")
    config.add_route("map_preview", "/maps/{event_id}/preview")
    config.add_route("splits_restore", "/splits/restore")
    config.add_route("handicap", "/splits/handicap")
    config.add_route("card_readout", "/splits/readout")
    config.add_route("tracking", "/tracking/import")
    config.add_route("tracking_feed", "/tracking/feed")
    config.add_route("welcome", "/welcome")
    config.add_route("notice", "/notice")
    config.add_route("late_entry", "/events/{event_id}/late")

    config.add_view(events.listing, route_name="events", renderer="json")
    config.add_view(events.entries, route_name="event_entries", renderer="json")
    config.add_view(entries.login, route_name="login", request_method="POST")
    config.add_view(entries.logout, route_name="logout")
    config.add_view(entries.members, route_name="members", renderer="json")
    config.add_view(results.upload, route_name="results_upload", request_method="POST", renderer="json")
    config.add_view(results.by_class, route_name="results_class", renderer="json")
    config.add_view(results.by_runner, route_name="results_runner", renderer="json")
    config.add_view(maps.course_pdf, route_name="map_pdf")
    config.add_view(maps.preview, route_name="map_preview", request_method="POST")
    config.add_view(splits.restore, route_name="splits_restore", request_method="POST", renderer="json")
    config.add_view(splits.card_readout, route_name="card_readout", request_method="POST", renderer="json")
    config.add_view(splits.handicap, route_name="handicap", renderer="json")
    config.add_view(livetracking.import_track, route_name="tracking", request_method="POST", renderer="json")
    config.add_view(livetracking.feed, route_name="tracking_feed", renderer="json")
    config.add_view(pages.welcome, route_name="welcome")
    config.add_view(pages.notice, route_name="notice")
    config.add_view("controlpunch.tavling.efteranmalan", route_name="late_entry", request_method="POST", renderer="json")
    return config.make_wsgi_app()
