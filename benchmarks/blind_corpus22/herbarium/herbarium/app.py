import os

import falcon

from .middleware import CuratorAuth
from .resources import darwincore, images, session, specimens
from .transfer import TransferResource


def create_app():
    digests = [d for d in os.environ.get("HERBARIUM_CURATOR_DIGESTS", "").split(",") if d]
    app = falcon.App(middleware=[CuratorAuth(digests)], cors_enable=False)
    app.add_route("/specimens", specimens.SpecimenCollection())
    app.add_route("/specimens/{barcode}", specimens.SpecimenItem())
    app.add_route("/specimens/{barcode}/sheet", specimens.SheetImage())
    app.add_route("/images/ocr", images.OcrResource())
    app.add_route("/dwc/import", darwincore.DwcImport())
    app.add_route("/dwc/search", darwincore.DwcSearch())
    app.add_route("/session", session.SessionResource())
    app.add_route("/session/continue", session.ContinueResource())
    app.add_route("/people", session.PeopleResource())
    app.add_route("/transfer", TransferResource())
    return app
