#!/usr/bin/env python
import bottle
from bottle import route, run

import attachments
import auth
import phonebook
import reports
import tickets


@route("/")
def index():
    bottle.redirect("/tickets")


app = bottle.default_app()

if __name__ == "__main__":
    bottle.debug(True)
    run(app, host="0.0.0.0", port=8000, reloader=True)
