import os

import bottle

from bot import store
from dashboard.server import app

bottle.debug(os.environ.get("DASHBOARD_DEBUG") == "1")
store.init()
application = app
