"""uWSGI entry point: uwsgi --module archery.wsgi:application"""
from werkzeug.debug import DebuggedApplication

from .app import ArcheryApp

application = DebuggedApplication(ArcheryApp(), evalex=True)
