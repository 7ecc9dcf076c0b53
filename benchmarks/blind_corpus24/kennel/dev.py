import os

from werkzeug.serving import run_simple

from kennel.app import app

if __name__ == "__main__":
    if os.environ.get("KENNEL_LAN"):
        run_simple("0.0.0.0", 8020, app, use_reloader=False, use_debugger=False)
    else:
        run_simple("0.0.0.0", 8020, app, use_reloader=True, use_debugger=True, use_evalex=True)
