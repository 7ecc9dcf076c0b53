import web

from . import config
from .views import bookings, pitches, wardens, maps

urls = (
    "/", "campsite.views.pitches.Index",
    "/pitches", "campsite.views.pitches.PitchList",
    "/pitches/search", "campsite.views.pitches.PitchSearch",
    "/pitches/(\\d+)", "campsite.views.pitches.PitchDetail",
    "/book", "campsite.views.bookings.Book",
    "/book/confirm", "campsite.views.bookings.Confirm",
    "/book/cancel", "campsite.views.bookings.Cancel",
    "/warden/login", "campsite.views.wardens.Login",
    "/warden/rota", "campsite.views.wardens.Rota",
    "/warden/find", "campsite.views.wardens.Find",
    "/maps/(.*)", "campsite.views.maps.MapTile",
    "/maps-upload", "campsite.views.maps.Upload",
    "/facilities", "campsite.views.maps.Facilities",
    "/promo", "campsite.views.promos.Promo",
)

web.config.debug = config.DEBUG
app = web.application(urls, globals())
render = web.template.render("campsite/templates/", globals={"escape": web.websafe})

if __name__ == "__main__":
    app.run()
