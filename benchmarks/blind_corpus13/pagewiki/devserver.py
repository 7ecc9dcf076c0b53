#!/usr/bin/env python
"""Run the wiki locally with auto-reload.  Production uses wsgi.py under mod_wsgi."""
import bottle

from pagewiki.app import app

if __name__ == '__main__':
    bottle.run(app, host='127.0.0.1', port=8080, debug=True, reloader=True)
