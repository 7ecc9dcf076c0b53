"""Developer helper: run the status page locally with the debugger (never deployed)."""
from werkzeug.serving import run_simple

from printfarm.status import status_app

if __name__ == "__main__":
    run_simple("127.0.0.1", 9100, status_app, use_debugger=True, use_reloader=True)
