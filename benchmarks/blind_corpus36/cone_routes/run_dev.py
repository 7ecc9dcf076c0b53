"""Run the app locally with the reloader: python run_dev.py"""
import bottle

from app import app

bottle.debug(True)
bottle.run(app, host="127.0.0.1", port=8085, reloader=True)
