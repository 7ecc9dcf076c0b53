import os

from werkzeug.serving import run_simple

from feedhub import create_app

app = create_app()

if __name__ == "__main__":
    run_simple("0.0.0.0", int(os.environ.get("PORT", "8000")), app, use_debugger=True, use_evalex=True, use_reloader=True)
