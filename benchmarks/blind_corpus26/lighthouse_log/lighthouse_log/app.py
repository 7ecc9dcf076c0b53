import traceback

import falcon

from . import config
from .resources import (
    DraftResource,
    InspectionCollection,
    KeeperReportResource,
    LampCharacteristicResource,
    LoginResource,
    LogImportResource,
    LogoutResource,
    MetFeedResource,
    PreferencesResource,
    ScanDownloadResource,
)
from .db import init_schema
from .resources.auth import StationAccessResource
from .resources.lamps import LampControlResource
from .resources.reports import StationBannerResource


def _debug_handler(req, resp, ex, params):
    if isinstance(ex, falcon.HTTPError):
        raise ex
    resp.status = falcon.HTTP_500
    resp.text = traceback.format_exc()


def create_app():
    app = falcon.App()
    if config.DEBUG:
        app.add_error_handler(Exception, _debug_handler)
    app.add_route("/login", LoginResource())
    app.add_route("/logout", LogoutResource())
    app.add_route("/prefs", PreferencesResource())
    app.add_route("/access/{group}", StationAccessResource())
    app.add_route("/inspections", InspectionCollection())
    app.add_route("/lamps/{station}/characteristic", LampCharacteristicResource())
    app.add_route("/reports/keeper", KeeperReportResource())
    app.add_route("/reports/banner", StationBannerResource())
    app.add_route("/scans", ScanDownloadResource())
    app.add_route("/scans/thumb", ScanDownloadResource(), suffix="thumb")
    app.add_route("/met/{station_id}", MetFeedResource())
    app.add_route("/lamps/{station}/control", LampControlResource())
    app.add_route("/import", LogImportResource())
    app.add_route("/import/manifest", LogImportResource(), suffix="manifest")
    app.add_route("/drafts", DraftResource())
    return app


# Production WSGI entry point (gunicorn lighthouse_log.app:application)
init_schema()
application = create_app()
