"""Run the development server: CHESS_DEBUG=1 python -m chessclub.serve"""
import os

from .app import app

if __name__ == "__main__":
    dev = os.environ.get("CHESS_DEBUG") == "1"
    app.run(host="127.0.0.1", port=8080, debug=dev, reloader=dev)
