import sys
from wsgiref.simple_server import make_server

from keyway.app import KeywayApp

if __name__ == "__main__":
    port = int(sys.argv[1]) if len(sys.argv) > 1 else 8000
    make_server("", port, KeywayApp(debug=True)).serve_forever()
