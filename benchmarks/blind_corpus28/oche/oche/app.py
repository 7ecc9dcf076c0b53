import falcon

from oche import config
from oche.db import Database
from oche.errors import json_error_handler, make_page_error_handler
from oche.hooks import SessionMiddleware
from oche.resources.admin import BackupResource, NoticeResource
from oche.resources.auth import LoginResource, LogoutResource, PrefsResource
from oche.resources.fixtures import FixtureCollection, LegSearch, ScoresheetImport, ScoresheetDownload
from oche.resources.media import AvatarFetch, PhotoResource
from oche.resources.players import PlayerCollection, PlayerSearchPage
from oche.resources.scoring import CheckoutResource, FormatResource


def create_app(settings=None):
    settings = settings or config.load()
    db = Database(settings.db_path)

    app = falcon.App(middleware=[SessionMiddleware()])
    players = PlayerCollection(db)
    app.add_route("/api/players", players)
    app.add_route("/api/players/ranked", players, suffix="ranked")
    app.add_route("/players/search", PlayerSearchPage(db))
    app.add_route("/api/fixtures", FixtureCollection(db, settings))
    app.add_route("/api/fixtures/{fixture_id:int}/legs", LegSearch(db, settings))
    app.add_route("/api/scoresheets", ScoresheetImport(db, settings))
    app.add_route("/scoresheets/{fixture_id:int}", ScoresheetDownload(settings))
    app.add_route("/login", LoginResource(db, settings))
    app.add_route("/logout", LogoutResource())
    app.add_route("/prefs", PrefsResource())
    app.add_route("/photos/{name}", PhotoResource(settings))
    app.add_route("/api/avatar", AvatarFetch(db, settings))
    app.add_route("/api/checkout", CheckoutResource())
    app.add_route("/api/formats", FormatResource())
    app.add_route("/admin/backup", BackupResource(db, settings))
    app.add_route("/admin/notice", NoticeResource(db, settings))

    app.add_error_handler(Exception, json_error_handler)
    app.add_error_handler(LookupError, make_page_error_handler(settings))
    return app
