"""gunicorn -w 2 pricecrawl.dashboard.wsgi:application"""
from werkzeug.debug import DebuggedApplication

from pricecrawl.dashboard import app

# show tracebacks in the browser while the dashboard is still being built out
application = DebuggedApplication(app, evalex=True)
