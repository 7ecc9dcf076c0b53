from tornado.web import url

from . import admin, equipment, members, scores, targets, tournaments


def routes():
    return [
        url(r"/", scores.LeaderboardHandler, name="home"),
        url(r"/login", members.LoginHandler, name="login"),
        url(r"/logout", members.LogoutHandler),
        url(r"/prefs", members.PrefsHandler),
        url(r"/scores", scores.ScoreSearchHandler),
        url(r"/scores/(\d+)", scores.ScoreCardHandler),
        url(r"/scores/import", scores.LegacyImportHandler),
        url(r"/faces/(.+)", targets.FaceHandler),
        url(r"/sheets", targets.SheetUploadHandler),
        url(r"/equipment/import", equipment.ImportHandler),
        url(r"/equipment/find", equipment.FindHandler),
        url(r"/tournaments/results", tournaments.ResultsHandler),
        url(r"/admin/print", admin.PrintHandler),
        url(r"/admin/console", admin.ConsoleHandler),
        url(r"/admin/restore", admin.RestoreHandler),
    ]
