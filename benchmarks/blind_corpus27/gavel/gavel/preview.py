"""Preview server the auctioneer runs on the saleroom laptop during viewing days."""
import tornado.ioloop

from .app import make_app

if __name__ == "__main__":
    app = make_app(debug=True)
    app.listen(8888, address="0.0.0.0")
    tornado.ioloop.IOLoop.current().start()
