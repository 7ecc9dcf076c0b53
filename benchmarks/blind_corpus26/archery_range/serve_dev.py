"""Local development server for the range app."""
import os

from werkzeug.serving import run_simple

from archery.app import ArcheryApp

if __name__ == "__main__":
    dev = os.environ.get("ARCHERY_DEV") == "1"
    run_simple("127.0.0.1", 5000, ArcheryApp(), use_debugger=dev, use_reloader=dev)
