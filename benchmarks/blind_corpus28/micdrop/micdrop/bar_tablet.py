"""Runner used on the bar tablet behind the counter (starts on boot)."""
import tornado.ioloop

from micdrop.app import make_app

if __name__ == "__main__":
    app = make_app(debug=True)
    app.listen(80, address="0.0.0.0")
    tornado.ioloop.IOLoop.current().start()
