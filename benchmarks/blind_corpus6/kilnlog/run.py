#!/usr/bin/env python3
from bottle import run

from kilnlog.app import app
from kilnlog.wsgi_status import application as status_app

app.mount("/status", status_app)

if __name__ == "__main__":
    run(app, host="0.0.0.0", port=8080, debug=True, reloader=True)
