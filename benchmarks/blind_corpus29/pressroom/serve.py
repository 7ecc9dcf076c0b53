import os

from pyramid.paster import get_app, setup_logging
from waitress import serve

INI = os.environ.get("PRESSROOM_INI", "production.ini")

if __name__ == "__main__":
    setup_logging(INI)
    app = get_app(INI, "main")
    serve(app, host="127.0.0.1", port=int(os.environ.get("PORT", "6543")), threads=8)
