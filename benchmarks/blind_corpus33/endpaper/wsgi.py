"""Serves the workshop system. The bench PC in the bindery runs ``python wsgi.py``."""
from endpaper import create_app

app = create_app()

if __name__ == "__main__":
    app.run(host="0.0.0.0", port=5000, debug=True)
