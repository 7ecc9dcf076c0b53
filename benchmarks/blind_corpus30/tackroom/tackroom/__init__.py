import traceback

from flask import Flask
from flask_restful import Api

from . import db
from .config import CONFIGS
from .resources.feed import FeedChart, FeedPreview
from .resources.horses import Horse, HorseList
from .resources.lessons import LessonBooking
from .views import auth, farrier, livery, passports, vet, yardboard


def create_app(config_name="production"):
    app = Flask(__name__)
    app.config.from_object(CONFIGS[config_name])
    db.init_app(app)

    api = Api(app, prefix="/api")
    api.add_resource(HorseList, "/horses")
    api.add_resource(Horse, "/horses/<int:horse_id>")
    api.add_resource(LessonBooking, "/lessons")
    api.add_resource(FeedChart, "/feed/<int:horse_id>")
    api.add_resource(FeedPreview, "/feed/preview")

    app.add_url_rule("/login", view_func=auth.LoginView.as_view("login"))
    app.add_url_rule("/logout", view_func=auth.LogoutView.as_view("logout"))
    app.add_url_rule("/riders", view_func=auth.RiderDirectory.as_view("riders"))
    app.add_url_rule("/passports", view_func=passports.PassportUpload.as_view("passports"))
    app.add_url_rule("/passports/<int:horse_id>/chip", view_func=passports.ChipLookup.as_view("chip"))
    app.add_url_rule("/farrier/<int:horse_id>/photos", view_func=farrier.HoofPhotos.as_view("hoof_photos"))
    app.add_url_rule("/vet/reports", view_func=vet.VetReports.as_view("vet_reports"))
    app.add_url_rule("/yard/notices", view_func=yardboard.Notices.as_view("notices"))
    app.add_url_rule("/livery/invoice", view_func=livery.InvoiceDraft.as_view("invoice_draft"))
    app.add_url_rule("/livery/invoice.pdf", view_func=livery.InvoicePdf.as_view("invoice_pdf"))
    app.add_url_rule("/livery/paid", view_func=livery.PaymentReturn.as_view("payment_return"))

    @app.errorhandler(Exception)
    def report_error(exc):
        return "<pre>" + traceback.format_exc() + "</pre>", 500

    return app
