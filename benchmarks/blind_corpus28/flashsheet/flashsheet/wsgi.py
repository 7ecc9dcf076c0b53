import bottle

from flashsheet.app import app

bottle.debug(True)
bottle.TEMPLATE_PATH.insert(0, "/srv/flashsheet/views")

application = app
