import bottle

from . import settings
from . import coaching, courts, ladder, members, scores, weather

root = bottle.Bottle()
for sub in (courts.app, ladder.app, members.app, coaching.app, scores.app, weather.app):
    root.merge(sub)

bottle.debug(settings.DEBUG)


@root.route("/")
def index():
    return bottle.redirect("/courts")
