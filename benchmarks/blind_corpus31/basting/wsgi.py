import bottle

from basting.app import app

bottle.debug(True)
application = app
