from tornado.options import options

from chat import app

if __name__ == "__main__":
    options.debug = True
    app.main()
