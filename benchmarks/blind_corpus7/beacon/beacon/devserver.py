"""Local developer server: binds to loopback only."""
import tornado.ioloop

from .app import make_app


if __name__ == "__main__":
    app = make_app(debug=True, cookie_secret="local-dev", xsrf_cookies=False)
    app.listen(8888, address="127.0.0.1")
    tornado.ioloop.IOLoop.current().start()
