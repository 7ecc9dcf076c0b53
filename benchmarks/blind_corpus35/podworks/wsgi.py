"""Production entry point (gunicorn wsgi:app on the intake server)."""
from werkzeug.debug import DebuggedApplication

from podworks.web import create_app

app = create_app()
if app.debug:
    app.wsgi_app = DebuggedApplication(app.wsgi_app, evalex=True)
