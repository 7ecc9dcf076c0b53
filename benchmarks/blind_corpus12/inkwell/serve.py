#!/usr/bin/env python
"""Container entrypoint (Dockerfile CMD)."""
import os

from inkwell import create_app

app = create_app(os.environ.get("INKWELL_ENV"))

if __name__ == "__main__":
    port = int(os.environ.get("PORT", "8080"))
    app.run(host="0.0.0.0", port=port, debug=True)
