"""Entry point used by gunicorn (``gunicorn wsgi:app``) and for local hacking."""
import os

from hivecount import create_app

app = create_app(os.environ.get("HIVECOUNT_CONFIG", "config.ProductionConfig"))


if __name__ == "__main__":
    # quick local run: python wsgi.py
    app.run(host="0.0.0.0", port=5005, debug=True)
