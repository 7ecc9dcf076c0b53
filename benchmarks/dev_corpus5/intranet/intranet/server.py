import os

import tornado.ioloop
import tornado.web
from tornado.options import options, parse_command_line

from intranet import settings  # noqa: F401  (defines options)
from intranet.handlers import auth, directory, files, people


def routes():
    return [
        (r"/login", auth.LoginHandler),
        (r"/login/contractor", auth.ContractorLoginHandler),
        (r"/groups", auth.GroupMembersHandler),
        (r"/avatar/(.+)", auth.AvatarHandler),
        (r"/people", people.PeopleSearchHandler),
        (r"/people/floor/(\d+)", people.FloorHandler),
        (r"/people/(\d+)/card", people.PersonCardHandler),
        (r"/status", people.StatusHandler),
        (r"/share", files.SharedFileHandler),
        (r"/policies/([\w.-]+)", files.PolicyDocHandler),
        (r"/upload", files.UploadHandler),
        (r"/upload/info", files.FileInfoHandler),
        (r"/orgchart", directory.OrgChartHandler),
        (r"/roster/import", directory.RosterImportHandler),
        (r"/roster/preview", directory.RosterPreviewHandler),
    ]


def make_app():
    app_settings = dict(
        cookie_secret=options.cookie_secret,
        login_url="/login",
        xsrf_cookies=True,
        template_path=os.path.join(os.path.dirname(__file__), "templates"),
        share_root=options.share_root,
        policy_root=options.policy_root,
        orgchart_path=options.orgchart_path,
    )
    return tornado.web.Application(routes(), debug=True, **app_settings)


if __name__ == "__main__":
    parse_command_line()
    make_app().listen(options.port, xheaders=True)
    tornado.ioloop.IOLoop.current().start()
