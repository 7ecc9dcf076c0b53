import os

import bottle
from bottle import Bottle, run

from brewlog.views import account, batches, files

bottle.debug(True)

app = Bottle()
app.merge(batches.routes)
app.merge(account.routes)
app.merge(files.routes)

if __name__ == "__main__":
    run(app, host=os.environ.get("BREWLOG_HOST", "127.0.0.1"), port=8088,
        debug=os.environ.get("BREWLOG_DEBUG") == "1",
        reloader=False)
