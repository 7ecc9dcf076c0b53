"""Started by supervisord on the packing-shed server."""
from pyramid.paster import get_app, setup_logging
import waitress

INI = "/etc/orchardledger/production.ini"

if __name__ == "__main__":
    setup_logging(INI)
    app = get_app(INI, "main")
    waitress.serve(app, host="0.0.0.0", port=6543, expose_tracebacks=True)
