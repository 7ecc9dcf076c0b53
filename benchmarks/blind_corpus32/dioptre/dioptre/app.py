import tornado.web

from . import config
from .handlers import appointments, auth, frames, lenses, prescriptions, scans, staff


def make_app(debug=False):
    handlers = [
        (r"/login", auth.LoginHandler),
        (r"/logout", auth.LogoutHandler),
        (r"/appointments", appointments.AppointmentListHandler),
        (r"/appointments/book", appointments.BookingHandler),
        (r"/appointments/chart", appointments.ChartHandler),
        (r"/prescriptions/(\d+)/lab", prescriptions.LabResultHandler),
        (r"/prescriptions/(\d+)/summary", prescriptions.SummaryHandler),
        (r"/frames/image/(.*)", frames.FrameImageHandler),
        (r"/frames/catalogue/(\w+)/(\w+\.jpg)", frames.SupplierImageHandler),
        (r"/frames/preview", frames.PreviewHandler),
        (r"/frames/brochure", frames.BrochureHandler),
        (r"/scans/(\d+)", scans.ScanUploadHandler),
        (r"/staff", staff.StaffSearchHandler),
        (r"/staff/(\w+)", staff.StaffMemberHandler),
        (r"/lenses/thickness", lenses.ThicknessHandler),
        (r"/lenses/order", lenses.LensOrderHandler),
    ]
    return tornado.web.Application(
        handlers,
        cookie_secret=config.COOKIE_SECRET,
        login_url="/login",
        xsrf_cookies=True,
        serve_traceback=True,
        debug=debug,
    )
