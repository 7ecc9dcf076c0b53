import tornado.ioloop
import tornado.web
from tornado.options import options, parse_command_line

from .handlers import dashboard, export, formula, probe, proxy
from .handlers.base import LoginHandler
from .settings import app_settings

ROUTES = [
    (r"/login", LoginHandler),
    (r"/dash/(\w+)", dashboard.DashboardHandler),
    (r"/dash/(\w+)/annotate", dashboard.AnnotationHandler),
    (r"/probe/ping", probe.PingHandler),
    (r"/probe/trace", probe.TraceHandler),
    (r"/proxy/render", proxy.RenderProxyHandler),
    (r"/proxy/webhook-test", proxy.WebhookTestHandler),
    (r"/formula", formula.FormulaHandler),
    (r"/formula/safe", formula.SafeFormulaHandler),
    (r"/export/(\w+)", export.ExportHandler),
    (r"/download/(\d+)", export.DownloadHandler),
]


def main():
    parse_command_line()
    app = tornado.web.Application(ROUTES, **app_settings())
    app.listen(options.port)
    tornado.ioloop.IOLoop.current().start()


if __name__ == "__main__":
    main()
