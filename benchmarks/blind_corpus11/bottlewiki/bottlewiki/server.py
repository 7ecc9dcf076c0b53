import sys

from bottle import run

from bottlewiki.wiki import app


if __name__ == '__main__':
    port = int(sys.argv[1]) if len(sys.argv) > 1 else 8080
    run(app, host='0.0.0.0', port=port, debug=True, reloader=True)
