"""Entry point used by gunicorn and by `python wsgi.py` during development."""
import os

from ledgerline import create_app

app = create_app(os.environ.get("LEDGERLINE_PROFILE", "production"))

if __name__ == "__main__":
    app.run(
        host=os.environ.get("LEDGERLINE_HOST", "127.0.0.1"),
        port=int(os.environ.get("LEDGERLINE_PORT", "5050")),
        debug=os.environ.get("LEDGERLINE_DEBUG", "0") == "1",
    )
