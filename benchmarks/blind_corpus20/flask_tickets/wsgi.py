"""Container entrypoint: ``python wsgi.py`` (see Dockerfile CMD)."""
import os

from helpdesk import create_app

application = create_app(os.environ.get("HELPDESK_ENV", "production"))

if __name__ == "__main__":
    port = int(os.environ.get("PORT", "8080"))
    application.run(host="0.0.0.0", port=port, debug=True)
