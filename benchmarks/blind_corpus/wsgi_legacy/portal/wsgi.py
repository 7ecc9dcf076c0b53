import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from werkzeug.debug import DebuggedApplication

from portal.app import application as _app

application = DebuggedApplication(_app, evalex=True)
