import bottle

from pastebin.app import app

bottle.debug(True)
bottle.run(app, host="0.0.0.0", port=8080, reloader=True)
