#!/usr/bin/env python
"""Local development entry point. Production runs wsgi:application under gunicorn."""
import os

from tidewatch import create_app

app = create_app(os.environ.get("TIDEWATCH_ENV", "development"))

if __name__ == "__main__":
    app.run(host="0.0.0.0", port=int(os.environ.get("PORT", 5000)), debug=True)
