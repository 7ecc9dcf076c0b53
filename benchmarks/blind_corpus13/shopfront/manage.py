#!/usr/bin/env python
"""Development entry point for the shopfront application."""
import os

from shopfront import create_app

app = create_app(os.environ.get("SHOPFRONT_ENV", "production"))


@app.cli.command("seed")
def seed():
    """Load a handful of demo products into the local database."""
    from shopfront.db import get_db

    db = get_db()
    with open(os.path.join(os.path.dirname(__file__), "seed.sql")) as fh:
        db.executescript(fh.read())
    db.commit()
    print("seeded")


if __name__ == "__main__":
    app.run(host="0.0.0.0", port=int(os.environ.get("PORT", 5000)), debug=True)
