"""Entry point for the studio server.

The playout PC in Studio B starts the service with ``python wsgi.py`` from the
systemd unit in deploy/airwaves.service; gunicorn is not installed there.
"""
from airwaves import create_app

app = create_app()

if __name__ == "__main__":
    app.run(host="0.0.0.0", port=8080, debug=True)
