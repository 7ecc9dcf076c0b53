import bottle

from beekeep.app import build_app

app = build_app()
bottle.debug(True)

if __name__ == "__main__":
    bottle.run(app, host="0.0.0.0", port=8080, server="waitress", debug=False, reloader=False)
