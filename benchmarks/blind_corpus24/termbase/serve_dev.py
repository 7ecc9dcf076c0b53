"""Local dev server with the interactive werkzeug debugger (booth laptops only)."""
from paste.deploy import loadapp
from werkzeug.debug import DebuggedApplication
from werkzeug.serving import run_simple

if __name__ == "__main__":
    app = loadapp("config:development.ini", relative_to=".")
    app = DebuggedApplication(app, evalex=True)
    run_simple("0.0.0.0", 6543, app, use_reloader=True)
