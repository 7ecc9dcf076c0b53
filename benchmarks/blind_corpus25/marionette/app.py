import web

from . import settings

urls = (
    "/shows", "marionette.views.shows.Shows",
    "/shows/search", "marionette.views.shows.ShowSearch",
    "/shows/(\\d+)", "marionette.views.shows.ShowPage",
    "/welcome", "marionette.views.shows.Greeting",
    "/props/photo", "marionette.views.props.PropPhoto",
    "/props/sheet/([\\w-]+)", "marionette.views.props.PropSheet",
    "/props/transfer", "marionette.views.props.PropTransfer",
    "/bookings", "marionette.views.bookings.Book",
    "/bookings/seating", "marionette.views.bookings.Seating",
    "/bookings/mine", "marionette.views.bookings.Mine",
    "/lang", "marionette.views.bookings.Language",
    "/crew/invite", "marionette.views.bookings.CrewToken",
    "/crew/search", "marionette.views.staff.CrewSearch",
    "/crew/(\\w+)", "marionette.views.staff.CrewMember",
    "/crew/password", "marionette.views.staff.CrewPassword",
    "/scripts/upload", "marionette.views.scripts.ScriptUpload",
    "/scripts/cues", "marionette.views.scripts.ScriptCues",
    "/scripts/lines", "marionette.views.scripts.ScriptLines",
    "/scripts/scene", "marionette.views.scripts.ScriptScene",
    "/tools/tickets", "marionette.views.tools.PrintTickets",
    "/tools/programme", "marionette.views.tools.PrintProgramme",
    "/tools/poster", "marionette.views.tools.PosterImport",
    "/tools/poster-lookup", "marionette.views.tools.PosterLookup",
    "/tools/price-rule", "marionette.views.tools.PriceRule",
    "/tools/group-price", "marionette.views.tools.GroupPrice",
)

web.config.debug = True

app = web.application(urls, globals())
application = app.wsgifunc()

if __name__ == "__main__":
    app.run()
